import { V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, users } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { sessionOf, userRow } from './test-fixtures.ts';
import { labRegistration, labStep, nextClient, readerRegistration } from './test-payloads.ts';
import type { LabRegistration, ReaderRegistration } from './test-payloads.ts';

/** §3 registration payload: the lab's classification, address details and country fields, and the arrival fields. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registerLab = async (payload: LabRegistration) =>
  t.call('selfRegistation', { ...payload, captcha: await solveCaptcha(t.app) }, { remoteAddress: nextClient() });
const registerReader = async (payload: ReaderRegistration) =>
  t.call('selfpreregistation', { ...payload, captcha: await solveCaptcha(t.app) }, { remoteAddress: nextClient() });

async function stored(email: string) {
  const [row] = await t.db
    .select({ user: users, lab: labs })
    .from(users)
    .leftJoin(labs, eq(labs.id, users.labId))
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

describe('registration lab details and arrival', () => {
  it('stores an Indian hospital lab with beds (which decide its size class), address, CAHO and REXIS', async () => {
    const payload = labRegistration({
      countryCode: 'IN',
      state: 'Delhi',
      laboratoryClassification: 'hospital',
      laboratoryClass: 'small',
      numberofBeds: 750,
      street: '12 Ring Road',
      postalCode: '110001',
      cahoIndia: true,
      rexisNo: 'RX-4711',
      surveyType: 'ML',
      campaignUser: 'spring_2026',
      userCountry: 'in',
    });
    dataOf(await registerLab(payload));
    const row = await stored(payload.email);
    expect(row?.lab).toMatchObject({
      classification: 'hospital',
      sizeClass: 'medium',
      beds: 750,
      street: '12 Ring Road',
      postalCode: '110001',
      cahoAccredited: true,
      rexisNo: 'RX-4711',
      surveyType: 'ML',
    });
    expect(row?.user).toMatchObject({ campaign: 'spring_2026', arrivalCountry: 'IN', preregisterUser: false });
  });

  it('drops what does not apply: beds of a non-hospital, CAHO and REXIS outside India', async () => {
    const payload = labRegistration({
      laboratoryClassification: 'private',
      laboratoryClass: 'large',
      numberofBeds: 300,
      cahoIndia: true,
      rexisNo: 'RX-1',
    });
    dataOf(await registerLab(payload));
    const row = await stored(payload.email);
    expect(row?.lab).toMatchObject({
      classification: 'private',
      sizeClass: 'large',
      beds: null,
      cahoAccredited: null,
      rexisNo: null,
      surveyType: null,
    });
    expect(row?.user).toMatchObject({ campaign: null, arrivalCountry: null });
  });

  it('refuses an invalid postal code, REXIS number, bed count and campaign with their messages', async () => {
    const refused = async (overrides: Partial<LabRegistration>) =>
      errorOf(await registerLab(labRegistration(overrides)));
    expect((await refused({ postalCode: '<b>' })).fields).toEqual([
      { field: 'postalCode', message: V.postalCodeInvalid },
    ]);
    expect((await refused({ countryCode: 'IN', rexisNo: 'RX 1' })).fields).toEqual([
      { field: 'rexisNo', message: V.rexisNoInvalid },
    ]);
    expect((await refused({ numberofBeds: 1.5 })).fields).toEqual([{ field: 'numberofBeds', message: V.bedsInvalid }]);
    expect((await refused({ campaignUser: '<script>' })).fields).toEqual([
      { field: 'campaignUser', message: V.textInvalid },
    ]);
  });

  it('marks a content reader as pre-registered and keeps where they arrived from', async () => {
    const payload = readerRegistration({ campaignUser: 'newsletter', userCountry: 'JP' });
    dataOf(await registerReader(payload));
    const row = await stored(payload.email);
    expect(row?.user).toMatchObject({ preregisterUser: true, campaign: 'newsletter', arrivalCountry: 'JP' });
  });

  it('stores the lab details of the lab step of a signed-in user', async () => {
    const user = await sessionOf(t, { userType: 'contentreader' });
    const step = labStep({ laboratoryClassification: 'public', laboratoryClass: 'small', postalCode: '100-0001' });
    dataOf(await t.call('selfregistationFullAccess', step, { token: user.token }));
    const [lab] = await t.db
      .select()
      .from(labs)
      .where(eq(labs.id, (await userRow(t, user.id))?.labId ?? ''));
    expect(lab).toMatchObject({ classification: 'public', sizeClass: 'small', postalCode: '100-0001' });
  });
});
