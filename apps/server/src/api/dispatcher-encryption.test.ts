import { decryptedData, isEncryptedEnvelope, responseCipher } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LAB, DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { CallResult, TestApp } from '../test/test-app.ts';

/** The same portal twice: as shipped (ENCRYPT_RESPONSE off) and with response encryption on (§7). */
let plain: TestApp;
let encrypted: TestApp;
beforeAll(async () => {
  [plain, encrypted] = await Promise.all([
    createTestApp(),
    createTestApp({
      env: {
        ENCRYPT_RESPONSE: 'on',
        ENCRYPTION_SECRET: 'api-test-secret-of-16+',
        ENCRYPTION_SALT: 'api-test-salt',
        ENCRYPTION_IV: 'api-test-iv',
      },
    }),
  ]);
});
afterAll(() => Promise.all([plain.close(), encrypted.close()]));

/** What the browser reads out of an encrypted answer, with the key material the page hands it. */
async function opened(result: CallResult<unknown>): Promise<unknown> {
  const material = encrypted.config.responseEncryption;
  if (!material) throw new Error('encryption is off');
  if (!isEncryptedEnvelope(result.body)) throw new Error(`not encrypted: ${JSON.stringify(result.body)}`);
  const decrypted = await decryptedData(responseCipher(material), result.body);
  if (!decrypted.ok) throw new Error('does not decrypt');
  return decrypted.data;
}

describe('API answers with ENCRYPT_RESPONSE on', () => {
  it('carry their data as ciphertext that decrypts to what the portal answers with it off', async () => {
    const payload = { lab_code: DEMO_LAB.labCode };
    const [plainToken, encryptedToken] = await Promise.all([
      plain.signIn('lab@demo.example'),
      encrypted.signIn('lab@demo.example'),
    ]);
    const offAnswer = await plain.call('getSurveyDetailsOfLab', payload, { token: plainToken });
    const onAnswer = await encrypted.call('getSurveyDetailsOfLab', payload, { token: encryptedToken });

    expect(onAnswer.status).toBe(200);
    expect(Object.keys(onAnswer.body).sort()).toEqual(['data', 'encrypted']);
    expect(onAnswer.body.data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const wire = JSON.stringify(onAnswer.body);
    expect(JSON.stringify(dataOf(offAnswer))).toContain(DEMO_LAB.name);
    expect(wire).not.toContain(DEMO_LAB.name);
    expect(await opened(onAnswer)).toEqual(dataOf(offAnswer));
  });

  it('keep a new session token readable beside the encrypted data', async () => {
    const answer = await encrypted.callRaw('ValidateUser', {
      email: 'lab@demo.example',
      password: DEMO_PASSWORD,
      remember_me: false,
    });
    expect(answer.body).toMatchObject({ encrypted: true });
    expect(answer.body.token).toMatch(/\S{20,}/);
    expect(JSON.stringify(answer.body)).not.toContain('lab@demo.example');
    expect(await opened(answer)).toMatchObject({ user: { email: 'lab@demo.example' } });
  });

  it('keep errors readable, so the client acts on their codes', async () => {
    const expired = await encrypted.call('getSurveyDetailsOfLab', { lab_code: DEMO_LAB.labCode });
    expect(expired.status).toBe(401);
    expect(expired.body).not.toHaveProperty('encrypted');
    expect(errorOf(expired)).toEqual(
      errorOf(await plain.call('getSurveyDetailsOfLab', { lab_code: DEMO_LAB.labCode })),
    );
    const invalid = await encrypted.callRaw('ValidateUser', { email: 5, password: '' });
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid).code).toBe('invalid_payload');
    // A sign-in outcome is an error at status 200 (110/120/130 lead to /change-password): readable too.
    const refused = await encrypted.call('ValidateUser', { email: 'lab@demo.example', password: 'wrong-password' });
    expect(refused.status).toBe(200);
    expect(refused.body).not.toHaveProperty('encrypted');
    expect(errorOf(refused).code).toBe('invalid_credentials');
  });
});
