/**
 * Response encryption (§7, ENCRYPT_RESPONSE): the one rule both sides use, on the Web Crypto API of Node and the
 * browser. The key is derived from the configured secret and salt with PBKDF2 (SHA-512, 999 iterations, 256 bits);
 * AES-GCM with a fresh 96-bit nonce per message, the configured IV bound as additional authenticated data (a fixed
 * GCM nonce would give the keystream away, docs/security.md "Response encryption"). Output: base64 of nonce then
 * ciphertext and tag. When off, values pass unchanged; a failure or an empty input gives ''.
 */

export const RESPONSE_KEY_HASH = 'SHA-512';
export const RESPONSE_KEY_ITERATIONS = 999;
export const RESPONSE_KEY_BITS = 256;
/** GCM's recommended nonce length. */
const NONCE_BYTES = 12;
/** The 128-bit tag GCM appends: anything shorter than nonce and tag cannot be a message. */
const TAG_BYTES = 16;

/** What the server configures (ENCRYPTION_SECRET, ENCRYPTION_SALT, ENCRYPTION_IV) and the page hands the browser. */
export interface ResponseKeyMaterial {
  secret: string;
  salt: string;
  iv: string;
}

export interface ResponseCipher {
  /** Base64 ciphertext of `plain`; '' for '' or on failure. */
  encrypt(plain: string): Promise<string>;
  /** The text `cipher` was made from; '' for '', for anything tampered with, or under another key. */
  decrypt(cipher: string): Promise<string>;
}

/** An API answer whose data is encrypted: `data` is the ciphertext of the data's JSON (errors are never encrypted). */
export interface EncryptedEnvelope {
  data: string;
  encrypted: true;
  token?: string;
}

export function isEncryptedEnvelope(value: unknown): value is EncryptedEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'encrypted' in value &&
    value.encrypted === true &&
    'data' in value &&
    typeof value.data === 'string'
  );
}

type AesKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.deriveKey>>;

const utf8 = new TextEncoder();
/** `fatal`: bytes that are not UTF-8 are a failure, not replacement characters. */
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Chunks keep `String.fromCharCode` under the engines' argument limit for large answers. */
const BASE64_CHUNK = 0x8000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += BASE64_CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + BASE64_CHUNK));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function deriveKey({ secret, salt }: ResponseKeyMaterial): Promise<AesKey> {
  const { subtle } = globalThis.crypto;
  const base = await subtle.importKey('raw', utf8.encode(secret), 'PBKDF2', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: RESPONSE_KEY_HASH, salt: utf8.encode(salt), iterations: RESPONSE_KEY_ITERATIONS },
    base,
    { name: 'AES-GCM', length: RESPONSE_KEY_BITS },
    false,
    ['encrypt', 'decrypt'],
  );
}

const passThrough: ResponseCipher = {
  encrypt: (plain) => Promise.resolve(plain),
  decrypt: (cipher) => Promise.resolve(cipher),
};

/** The cipher of `material`; `null` (encryption off) passes values unchanged. The key is derived once, on first use. */
export function responseCipher(material: ResponseKeyMaterial | null): ResponseCipher {
  if (!material) return passThrough;
  let key: Promise<AesKey> | undefined;
  const keyOnce = () => (key ??= deriveKey(material));
  const additionalData = utf8.encode(material.iv);
  return {
    async encrypt(plain) {
      if (!plain) return '';
      try {
        const iv = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
        const sealed = await globalThis.crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData },
          await keyOnce(),
          utf8.encode(plain),
        );
        const out = new Uint8Array(NONCE_BYTES + sealed.byteLength);
        out.set(iv);
        out.set(new Uint8Array(sealed), NONCE_BYTES);
        return toBase64(out);
      } catch {
        return '';
      }
    },
    async decrypt(cipher) {
      if (!cipher) return '';
      try {
        const bytes = fromBase64(cipher);
        if (bytes.length < NONCE_BYTES + TAG_BYTES) return '';
        const opened = await globalThis.crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.subarray(0, NONCE_BYTES), additionalData },
          await keyOnce(),
          bytes.subarray(NONCE_BYTES),
        );
        return fromUtf8.decode(opened);
      } catch {
        return '';
      }
    },
  };
}

/** The envelope of an answer's data under `cipher`, or null when it cannot be encrypted (then the answer fails). */
export async function encryptedEnvelope(
  cipher: ResponseCipher,
  data: unknown,
  token?: string,
): Promise<EncryptedEnvelope | null> {
  const sealed = await cipher.encrypt(JSON.stringify(data ?? null));
  if (!sealed) return null;
  return token ? { data: sealed, encrypted: true, token } : { data: sealed, encrypted: true };
}

/** The data an encrypted envelope carries; `{ ok: false }` when it does not decrypt to JSON under `cipher`. */
export async function decryptedData(
  cipher: ResponseCipher,
  envelope: EncryptedEnvelope,
): Promise<{ ok: true; data: unknown } | { ok: false }> {
  const plain = await cipher.decrypt(envelope.data);
  if (!plain) return { ok: false };
  try {
    return { ok: true, data: JSON.parse(plain) as unknown };
  } catch {
    return { ok: false };
  }
}
