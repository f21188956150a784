import { createDecipheriv, createCipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptedData, encryptedEnvelope, isEncryptedEnvelope, responseCipher } from './response-encryption.ts';

const material = { secret: 'a-secret-of-this-deployment', salt: 'its-salt', iv: 'its-iv' };
const cipher = responseCipher(material);

/** Any text, Thai, CJK and astral characters included. */
const anyText = fc.string({ unit: 'grapheme', minLength: 1 });

/** The key as §7 describes it, derived by Node's own PBKDF2: the check that the parameters are the spec's. */
const specKey = (m: typeof material) => pbkdf2Sync(m.secret, m.salt, 999, 32, 'sha512');

function bytesOf(base64: string) {
  return Buffer.from(base64, 'base64');
}

describe('response encryption', () => {
  it('passes values unchanged when off', async () => {
    const off = responseCipher(null);
    await expect(off.encrypt('{"a":1}')).resolves.toBe('{"a":1}');
    await expect(off.decrypt('{"a":1}')).resolves.toBe('{"a":1}');
    await expect(off.encrypt('')).resolves.toBe('');
  });

  it('turns an empty input into an empty string', async () => {
    await expect(cipher.encrypt('')).resolves.toBe('');
    await expect(cipher.decrypt('')).resolves.toBe('');
  });

  it('gives base64 text that is not the plain text, and the plain text back', async () => {
    const sealed = await cipher.encrypt('{"labName":"Demo Hospital Laboratory"}');
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain('Demo');
    await expect(cipher.decrypt(sealed)).resolves.toBe('{"labName":"Demo Hospital Laboratory"}');
  });

  it('uses a PBKDF2-SHA-512 key of 256 bits after 999 iterations, AES-GCM with the IV as additional data', async () => {
    const sealed = bytesOf(await cipher.encrypt('ทดสอบ 漢字'));
    const decipher = createDecipheriv('aes-256-gcm', specKey(material), sealed.subarray(0, 12));
    decipher.setAAD(Buffer.from(material.iv));
    decipher.setAuthTag(sealed.subarray(-16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(12, -16)), decipher.final()]).toString('utf8');
    expect(plain).toBe('ทดสอบ 漢字');

    // And the other way: what another implementation of the same rule makes, this one opens.
    const nonce = randomBytes(12);
    const other = createCipheriv('aes-256-gcm', specKey(material), nonce).setAAD(Buffer.from(material.iv));
    const body = Buffer.concat([other.update('from elsewhere', 'utf8'), other.final()]);
    const made = Buffer.concat([nonce, body, other.getAuthTag()]).toString('base64');
    await expect(cipher.decrypt(made)).resolves.toBe('from elsewhere');
  });

  it('encrypts the same text differently each time (a fresh nonce per message)', async () => {
    expect(await cipher.encrypt('same')).not.toBe(await cipher.encrypt('same'));
  });

  it('round-trips any text', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => {
        expect(await cipher.decrypt(await cipher.encrypt(text))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('returns an empty string for any change to the ciphertext', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.nat(), fc.integer({ min: 0, max: 7 }), async (text, at, bit) => {
        const sealed = bytesOf(await cipher.encrypt(text));
        const index = at % sealed.length;
        sealed[index] = (sealed[index] ?? 0) ^ (1 << bit);
        expect(await cipher.decrypt(sealed.toString('base64'))).toBe('');
      }),
      { numRuns: 200 },
    );
  });

  it('returns an empty string under another secret, salt or IV, and for what is not a ciphertext', async () => {
    const sealed = await cipher.encrypt('payload');
    for (const other of [
      { ...material, secret: 'another-secret' },
      { ...material, salt: 'another-salt' },
      { ...material, iv: 'another-iv' },
    ]) {
      await expect(responseCipher(other).decrypt(sealed)).resolves.toBe('');
    }
    await expect(cipher.decrypt('not base64 at all!')).resolves.toBe('');
    await expect(cipher.decrypt(sealed.slice(0, 20))).resolves.toBe('');
    await expect(cipher.decrypt('{"data":1}')).resolves.toBe('');
  });

  it('carries an answer’s data as one encrypted string in a marked envelope, and reads it back', async () => {
    const data = { rows: [{ labCode: 'DEMO-CL-001', score: 1.5 }], note: null };
    const envelope = await encryptedEnvelope(cipher, data, 'new-token');
    expect(envelope).toMatchObject({ encrypted: true, token: 'new-token' });
    expect(isEncryptedEnvelope(envelope)).toBe(true);
    expect(JSON.stringify(envelope)).not.toContain('DEMO-CL-001');
    if (!envelope) throw new Error('no envelope');
    await expect(decryptedData(cipher, envelope)).resolves.toEqual({ ok: true, data });
    expect(await encryptedEnvelope(cipher, data)).not.toHaveProperty('token');
    await expect(decryptedData(responseCipher({ ...material, secret: 'x' }), envelope)).resolves.toEqual({
      ok: false,
    });
    expect(isEncryptedEnvelope({ data: { a: 1 } })).toBe(false);
    expect(isEncryptedEnvelope({ data: 'text', encrypted: 'yes' })).toBe(false);
  });
});
