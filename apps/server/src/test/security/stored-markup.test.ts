import type { PayloadOf, RequestName } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../../db/schema/index.ts';
import { accountForIdentity } from '../../sso/provider-accounts.ts';
import { SMALL_ROUND, seedSmallRound } from '../../transfer/test-fixtures.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../survey-fixtures.ts';
import { createTestApp } from '../test-app.ts';
import type { TestApp } from '../test-app.ts';

/**
 * Markup in every text a user may store and others are shown: kept exactly as given and answered as JSON (the web
 * renders it as text, e2e/tests/markup.spec.ts), or refused where the spec's field rules forbid its characters.
 */
const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const QUOTED = `"><svg onload=window.__xss=1>'`;

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  await seedSmallRound(t.db);
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

/** A call's answer as the browser gets it: JSON the browser may not sniff as HTML, and its data. */
async function answered<N extends RequestName>(name: N, payload: PayloadOf<N>, token?: string) {
  const result = await t.app.inject({
    method: 'POST',
    url: `/api?request=${name}`,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': t.xsrf, ...(token ? { token } : {}) },
    cookies: { 'XSRF-TOKEN': t.xsrf },
    payload: JSON.stringify(payload),
  });
  expect(result.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(result.headers['x-content-type-options']).toBe('nosniff');
  return { status: result.statusCode, body: result.json<{ data: unknown }>() };
}

const refusedFields = (body: { data: unknown }) =>
  ((body.data as { error?: { fields?: { field: string }[] } }).error?.fields ?? []).map((f) => f.field);

describe('markup in a text field', () => {
  it('is refused in names and lab names, whose characters §5 limits', async () => {
    const user = await answered(
      'createUser',
      {
        email: 'markup-name@test.example',
        firstName: IMG,
        lastName: SCRIPT,
        userType: 'external',
        language: 'en',
        permissions: [],
        viewDownloadBtn: false,
        viewEnglishtransBtn: false,
        isSuperUser: false,
      },
      staff,
    );
    expect(user.status).toBe(400);
    expect(refusedFields(user.body).sort()).toEqual(['firstName', 'lastName']);
    const lab = await answered(
      'updateInternalLab',
      { nameOfInstuation: IMG, labNameInLocalLang: SCRIPT, state: 'Bangkok', countryCode: 'TH', status: 'A' },
      staff,
    );
    expect(lab.status).toBe(400);
    expect(refusedFields(lab.body).sort()).toEqual(['labNameInLocalLang', 'nameOfInstuation']);
  });

  it('comes as given in a name from a sign-in provider, and is answered as such', async () => {
    const userId = await accountForIdentity(t.db, t.config, 'linkedin', {
      sub: 'markup-member',
      email: 'markup-member@network.example',
      givenName: IMG,
      familyName: SCRIPT,
    });
    const token = await t.tokenFor('markup-member@network.example');
    const session = await answered('getSession', {}, token);
    expect(session.body.data).toMatchObject({ user: { userId, fullName: `${IMG} ${SCRIPT}`, givenName: IMG } });
  });

  it('is kept exactly in thread messages, both ways, and in a return message', async () => {
    const lab = await insertSurveyLab(t.db, 'Markup Lab');
    const member = await t.tokenFor((await t.createUser({ labId: lab.id })).email);
    const responseId = await insertSurveyResponse(t.db, { labId: lab.id });
    const say = (token: string, comment: string) =>
      answered('submitSurveyComment', { labCode: lab.code, responseId, code: 'CL_SAMPLES_PER_DAY', comment }, token);
    expect((await say(staff, IMG)).body).toEqual({ data: { status: 'Saved' } });
    expect((await say(member, `${SCRIPT} ${QUOTED}`)).body).toEqual({ data: { status: 'Saved' } });
    const threads = await answered('getSurveyComment', { labCode: lab.code, category: 'CL' }, member);
    expect(threads.body.data).toMatchObject({
      threads: [
        {
          messages: [
            { author: 'staff', text: IMG },
            { author: 'lab', text: `${SCRIPT} ${QUOTED}` },
          ],
        },
      ],
    });

    const returned = await answered('validateSurvayandapprove', { responseId, status: 'P', comment: QUOTED }, staff);
    expect(returned.body).toEqual({ data: { status: 'Updated' } });
    const area = await answered('getSurveyDetailsOfLab', { lab_code: lab.code }, member);
    expect(area.body.data).toMatchObject({ categories: { CL: { validationComment: QUOTED } } });
  });

  it("is kept exactly in an import's file name and column headers, reflected in its problems", async () => {
    const started = await answered(
      'startAnswerImport',
      {
        category: 'BB',
        round: SMALL_ROUND,
        fileName: `${IMG}.csv`,
        fileSize: 100,
        headerRow: 1,
        columns: ['lab_code', SCRIPT],
        totalRows: 1,
      },
      staff,
    );
    expect(started.body.data).toMatchObject({
      fileName: `${IMG}.csv`,
      problems: expect.arrayContaining([
        { row: 1, column: SCRIPT, message: 'transfer.problems.unknownColumn', severity: 'error' },
      ]) as unknown,
    });
  });

  it('is refused in a translation by the save checks, and nothing is stored', async () => {
    const translator = await t.tokenFor((await t.createUser({ permissions: ['LT'] })).email);
    const key = 'header.translateToggle';
    const stored = async () =>
      (await t.db.select().from(translations).where(eq(translations.translateKey, key))).find((r) => r.langId === 'ja');
    const before = await stored();
    const saved = await answered(
      'updateTranslationByLanguageKey',
      { updatedTranslation: [{ langId: 'ja', translateKey: key, translation: IMG, previous: before?.value ?? null }] },
      translator,
    );
    expect(saved.body.data).toMatchObject({ status: 'Refused', problems: [{ check: 'markup', severity: 'error' }] });
    expect((await stored())?.value).toBe(before?.value);
    expect(before?.value).toMatch(/\S/);
  });
});
