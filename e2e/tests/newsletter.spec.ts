import { signIn } from '../support/auth.ts';
import { callAs } from '../support/api.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

/**
 * The newsletter's double opt-in with real mail (issue 17 item 4): sign up in the browser → the confirmation mail at
 * the SMTP catcher → its link confirms → the welcome mail → a mail client's one-click POST (RFC 8058) to the
 * List-Unsubscribe address unsubscribes, while opening that address (a GET) changes nothing. Project `identity`:
 * the server that mails to the catcher.
 */

/** The address of a link of the mail's text, `/newsletter/<kind>/<token>`. */
function mailLink(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const link = new RegExp(`https?://\\S+/newsletter/${kind}/[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${kind} link in:\n${text}`);
  return link;
}

test('a visitor signs up, confirms from the mail, and a one-click POST unsubscribes', async ({ page }) => {
  const email = `newsletter-${Date.now().toString(36)}@reader.example`;
  const signedUpAt = Date.now();

  await test.step('the form with the §3 fields, the consents and the captcha', async () => {
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly(t('newsletter.title')));
    const form = page.getByRole('form', { name: t('newsletter.formLabel') });
    await form.getByRole('textbox', { name: t('newsletter.firstName') }).fill('Kenji');
    await form.getByRole('textbox', { name: t('newsletter.lastName') }).fill('Sato');
    await form.getByRole('textbox', { name: t('newsletter.email') }).fill(email);
    await form.getByRole('textbox', { name: t('newsletter.company') }).fill('Osaka Clinical Lab');
    await form.getByRole('combobox', { name: t('newsletter.country') }).selectOption('JP');
    await form.getByRole('combobox', { name: t('newsletter.jobTitle') }).selectOption('Laboratory Manager');
    const legal = form.getByRole('checkbox', { name: /newsletter/ }).first();
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await legal.check();
    await form.getByRole('checkbox', { name: t('newsletter.marketingConsent') }).check();
    await expect(form.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
    await form.getByRole('button', { name: exactly(t('newsletter.submit')) }).click();
    await expect(page.getByRole('status')).toContainText(t('newsletter.sentTitle'));
  });

  const confirmation = await waitForMail(email, { subjectIncludes: t('mail.newsletter.subject'), after: signedUpAt });
  const unsubscribeLink = mailLink(confirmation.text, 'unsubscribe');

  await test.step('the mailed link confirms, and the welcome mail follows', async () => {
    const confirmedAt = Date.now();
    await page.goto(mailLink(confirmation.text, 'confirm'));
    await expect(page.getByRole('status')).toHaveText(t('newsletter.confirmed', { email }));
    const welcome = await waitForMail(email, {
      subjectIncludes: t('mail.newsletter.welcomeSubject'),
      after: confirmedAt,
    });
    expect(mailLink(welcome.text, 'unsubscribe')).toBe(unsubscribeLink);
  });

  const listed = async () => {
    const list = await callAs(page, 'getNewsletterSubscribers', { search: email, page: 1 });
    return list.items.map((s) => s.email);
  };

  await test.step('opening the unsubscribe address only shows the button', async () => {
    await page.goto(unsubscribeLink);
    await expect(page.getByRole('button', { name: exactly(t('newsletter.unsubscribeButton')) })).toBeVisible();
    await signIn(page, DEMO.staff.email);
    expect(await listed()).toEqual([email]);
  });

  await test.step('the one-click POST of a mail client unsubscribes; staff no longer list the address', async () => {
    const response = await page.request.post(unsubscribeLink, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('Unsubscribed.\n');
    expect(await listed()).toEqual([]);
  });
});
