import type { ResponseCipher } from '@labbench/contract/response-encryption';
import { portalConfig } from '../config/portal-config.ts';

/** An answer's envelope as read off the wire, before anything about it is known. */
export interface WireEnvelope {
  data?: unknown;
  token?: string;
  encrypted?: unknown;
}

/**
 * The rule of the contract (`api/response-encryption.ts`) loads with the first encrypted answer; the key is derived
 * once, from the material the page carries (ENCRYPT_RESPONSE, §7).
 */
const contract = () => import('@labbench/contract/response-encryption');
let cipher: Promise<ResponseCipher> | undefined;
const cipherOnce = () =>
  (cipher ??= contract().then(({ responseCipher }) => responseCipher(portalConfig.responseEncryption)));

/**
 * The data of a successful answer: as sent, or decrypted when the server marked it encrypted. `{ ok: false }` when it
 * does not decrypt to JSON (tampered with, another key, or this page has no key): "Error in process" for the caller.
 */
export async function answerData(envelope: WireEnvelope): Promise<{ ok: true; data: unknown } | { ok: false }> {
  if (envelope.encrypted !== true) return { ok: true, data: envelope.data };
  const { decryptedData, isEncryptedEnvelope } = await contract();
  if (!isEncryptedEnvelope(envelope)) return { ok: false };
  return decryptedData(await cipherOnce(), envelope);
}
