import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read out or copied by hand. */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
/** Symbols of §5's list that the markup check never trips over (`%3c` reads as encoded markup, so no `%`). */
const SYMBOLS = '#$@!*?';

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/**
 * The one-time password of an account staff create (D59): 16 characters, at least one of each class §5 asks for,
 * in random order. Shown once to staff; the user must change it at first sign-in (130).
 */
export function initialPassword(): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 16) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
