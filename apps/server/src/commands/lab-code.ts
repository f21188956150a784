import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `LAB-` and 8 base32 characters: 40 random bits, written the same way whatever the case the user types. */
export function newLabCode(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 7; i >= 0; i--) code += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return `LAB-${code}`;
}
