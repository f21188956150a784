import { callAs } from '../support/api.ts';
import { signIn } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, navigateInApp } from '../support/pages.ts';
import { fillPersonalStep, registrationPage, submitWithCaptcha, uniqueAddress } from '../support/registration.ts';
import { expect, test } from '../support/test.ts';

/**
 * The lab step's details of §3 (issue 18 §1): type, hospital beds, size class, street and postal code, the first
 * survey, CAHO and REXIS for India only; the campaign of the arrival address. Staff then see them on the lab and the
 * user. Runs on the identity server (real SMTP catcher), with an address of its own.
 */

const ADMIN = `/${COMPANY_SLUG}-admin`;

test('a lab registers its type, beds, address details and Indian fields, and staff see them', async ({ page }) => {
  const email = uniqueAddress('details');
  const labName = `Delhi Heart Hospital Lab ${Date.now()}`;
  const visitor = page;
  const form = registrationPage(visitor);

  await test.step('a campaign link brings the visitor, who goes on to register', async () => {
    await visitor.goto('/home?campaign=spring_e2e');
    await navigateInApp(visitor, '/registration');
    await expectPage(visitor, '/registration', 'pages.registration.title');
    await fillPersonalStep(visitor, { firstName: 'Asha', lastName: 'Rao', jobTitle: 'Laboratory Manager', email });
    await form.personal.next.click();
    await expect(form.lab.form).toBeVisible();
  });

  const lab = form.lab.form;
  const field = (key: string) => lab.getByRole('textbox', { name: t(key), exact: true });
  const select = (key: string) => lab.getByRole('combobox', { name: t(key), exact: true });
  const caho = lab.getByRole('checkbox', { name: t('registration.details.caho') });
  const rexis = field('registration.details.rexisNo');

  await test.step('CAHO and REXIS are asked for India only; beds for a hospital only', async () => {
    await form.lab.country.selectOption({ label: t('countries.TH') });
    await expect(caho).toHaveCount(0);
    await expect(rexis).toHaveCount(0);
    await form.lab.country.selectOption({ label: t('countries.IN') });
    await expect(caho).toBeVisible();
    await expect(rexis).toBeVisible();
    await expect(lab.getByRole('spinbutton', { name: t('registration.details.beds') })).toHaveCount(0);
    await select('registration.details.classification').selectOption({
      label: t('registration.details.classifications.hospital'),
    });
    await expect(lab.getByRole('spinbutton', { name: t('registration.details.beds') })).toBeVisible();
  });

  await test.step('a postal code with markup is refused under its field', async () => {
    await field('registration.details.postalCode').fill('<110>');
    await field('registration.details.street').click();
    await expect(lab.getByText(t('validation.postalCodeInvalid'))).toBeVisible();
  });

  await test.step('the lab step is filled in and sent', async () => {
    await form.lab.labName.fill(labName);
    await form.lab.state.fill('Delhi');
    await field('registration.details.street').fill('12 Ring Road');
    await field('registration.details.postalCode').fill('110001');
    await lab.getByRole('spinbutton', { name: t('registration.details.beds') }).fill('750');
    await select('registration.details.size').selectOption({ label: t('registration.details.sizes.small') });
    await select('registration.details.surveyType').selectOption({ label: t('survey.categories.ML') });
    await caho.check();
    await rexis.fill('RX-4711');
    await form.lab.privacyConsent.check();
    await submitWithCaptcha(visitor);
    await expect(visitor.getByRole('heading', { name: exactly(t('registration.sent.title')) })).toBeVisible();
  });

  // Staff at the same desk, in another tab (the visitor never signed in).
  const staff = await page.context().newPage();
  await signIn(staff, DEMO.staff.email);
  const [found] = (await callAs(staff, 'getlabName', { searchLab: labName })).items;
  expect(found).toBeDefined();

  await test.step('staff see what the registration told about the lab; 750 beds make it medium', async () => {
    await staff.goto(`${ADMIN}/labs/${found!.labId}`);
    const facts = staff.getByRole('region', { name: t('admin.registered.labTitle') });
    await expect(facts).toContainText(t('registration.details.classifications.hospital'));
    await expect(facts).toContainText(t('registration.details.sizes.medium'));
    for (const value of ['750', '12 Ring Road', '110001', 'RX-4711', t('survey.categories.ML')]) {
      await expect(facts.getByText(value, { exact: true })).toBeVisible();
    }
  });

  await test.step('staff see the campaign and the site of the registrant', async () => {
    const [user] = (await callAs(staff, 'getUserOfLab', { search: email })).items;
    await staff.goto(`${ADMIN}/users/${user!.userId}`);
    const origin = staff.getByRole('region', { name: t('admin.registered.userTitle') });
    await expect(origin.getByText('spring_e2e', { exact: true })).toBeVisible();
    // The company-affiliate group is for staff to set: off for a registrant.
    await expect(staff.getByRole('switch', { name: t('admin.registered.companyAffiliate') })).not.toBeChecked();
  });
});
