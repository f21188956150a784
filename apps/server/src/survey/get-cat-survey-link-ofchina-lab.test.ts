import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerEverything, createLab, tokenOf } from './test-fixtures.ts';

let china: TestApp;
let apac: TestApp;
beforeAll(async () => {
  [china, apac] = await Promise.all([createTestApp({ env: { SITE_LOCATION: 'china' } }), createTestApp()]);
});
afterAll(() => Promise.all([china.close(), apac.close()]));

const entry = (t: TestApp, labCode: string) =>
  t.call('getCatSurveyLinkOfchinaLab', { lab_code: labCode, q_cat_code: 'CL', checkExistanceOfData: false });

describe('getCatSurveyLinkOfchinaLab', () => {
  it('answers the form link and status keyed by lab code and category, without signing anyone in', async () => {
    const lab = await createLab(china, 'CN');
    const result = await entry(china, lab.code);
    expect(result.body.token).toBeUndefined();
    const data = dataOf(result);
    const cl = data[lab.code]?.CL;
    expect(cl).toMatchObject({ survey_status: null, lab_name: `Lab ${lab.code}` });
    expect(cl?.s_url).toMatch(/^\/survey-form\//);
    expect(dataOf(await entry(china, lab.code))).toEqual(data);

    await answerEverything(china, tokenOf(cl?.s_url ?? ''));
    dataOf(await china.call('completeSurveyResponse', { token: tokenOf(cl?.s_url ?? '') }));
    expect(dataOf(await entry(china, lab.code))[lab.code]?.CL?.s_url).toBeNull();
  });

  it('says so for a lab code that names no lab', async () => {
    const result = await entry(china, 'NO-SUCH-LAB-1');
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'unknown_lab_code', message: 'errors.unknownLabCode' });
  });

  it('answers wrong_site on the APAC site, even for a real lab', async () => {
    const lab = await createLab(apac);
    const result = await entry(apac, lab.code);
    expect(result.status).toBe(409);
    expect(errorOf(result)).toEqual({ code: 'wrong_site', message: 'errors.wrongSite' });
  });
});
