/**
 * Reading the mails the app sent, from the mail catcher (mail-catcher.ts) that playwright.config.ts starts.
 * Plain `fetch`, no Playwright: playwright.config.ts imports the ports from here.
 */

/** SMTP port of the mail catcher: the identity server's SMTP_URL. */
export const MAIL_CATCHER_SMTP_PORT = 2526;
/** HTTP port of the mail catcher (`/health`, `/messages`). */
export const MAIL_CATCHER_HTTP_PORT = 3102;
/** The app server of project `identity` (password.spec.ts): its own data directory, mail sent over SMTP. */
export const IDENTITY_PORT = 3103;

export const MAIL_CATCHER_URL = `http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}`;
export const MAIL_CATCHER_SMTP_URL = `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`;

/** A mail as the catcher keeps it. */
export interface CaughtMail {
  id: number;
  /** Lowercased recipients: the SMTP envelope's and the To header's. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's Date header (ISO). */
  date: string;
  /** When the catcher received it (ms since the epoch, the catcher's clock: the same machine). */
  receivedAt: number;
}

export interface WaitForMailOptions {
  /** Only a mail whose subject contains this text. */
  subjectIncludes?: string;
  /** Only a mail received after this moment (e.g. `Date.now()` taken before the action that sends it). */
  after?: Date | number;
  /** How long to wait; 20 s by default. */
  timeoutMs?: number;
}

/** The mails received for an address so far, oldest first. */
export async function mailsFor(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Forgets the mails of one address (nothing else: other tests may be waiting for theirs). */
export async function clearMailsFor(address: string): Promise<void> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(address)}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
}

/**
 * Waits until a mail for `address` has arrived (the newest that matches) and returns it. The app hands mail to
 * SMTP in the background after answering, so it may arrive a moment after the screen changed.
 */
export async function waitForMail(address: string, options: WaitForMailOptions = {}): Promise<CaughtMail> {
  const { subjectIncludes, timeoutMs = 20_000 } = options;
  const after = options.after === undefined ? 0 : new Date(options.after).getTime();
  const deadline = Date.now() + timeoutMs;
  let seen: CaughtMail[];
  for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
    seen = await mailsFor(address);
    const match = seen
      .filter((mail) => mail.receivedAt > after)
      .filter((mail) => subjectIncludes === undefined || mail.subject.includes(subjectIncludes))
      .at(-1);
    if (match) return match;
    if (Date.now() + wait > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const subjects = seen.map((mail) => `"${mail.subject}" at ${new Date(mail.receivedAt).toISOString()}`);
  throw new Error(
    `No mail for ${address}${subjectIncludes ? ` with "${subjectIncludes}" in the subject` : ''} ` +
      `after ${new Date(after).toISOString()} within ${timeoutMs} ms; mails seen: ${subjects.join(', ') || 'none'}`,
  );
}

/** The mail's text without its web addresses, whose tokens may hold digits. */
function textWithoutLinks(mail: CaughtMail): string {
  return mail.text.replace(/\bhttps?:\/\/\S+/g, ' ');
}

/** The six-digit one-time code of a password-reset mail; fails unless the text holds exactly one. */
export function oneTimeCode(mail: CaughtMail): string {
  const codes = [...new Set(textWithoutLinks(mail).match(/(?<!\d)\d{6}(?!\d)/g) ?? [])];
  if (codes.length !== 1)
    throw new Error(`Expected one 6-digit code in the mail, found ${codes.length}:\n${mail.text}`);
  return codes[0]!;
}

/** The confirm-password link of a password-reset mail (`${PUBLIC_URL}/confirm-password/<token>`). */
export function resetLink(mail: CaughtMail): string {
  const links = [...new Set(mail.text.match(/\bhttps?:\/\/[^\s<>"]+\/confirm-password\/[A-Za-z0-9_-]+/g) ?? [])];
  if (links.length !== 1)
    throw new Error(`Expected one confirm-password link in the mail, found ${links.length}:\n${mail.text}`);
  return links[0]!;
}
