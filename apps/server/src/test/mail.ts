import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '@labbench/contract';
import { desc, eq } from 'drizzle-orm';
import { REPO_ROOT } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { mailTexts } from '../mail/templates/mail-texts.ts';
import type { MailTexts } from '../mail/templates/mail-texts.ts';

const localeFile = (language: LanguageId): unknown =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/src/i18n/locales', `${language}.json`), 'utf8'));

/** A language's mail texts as the web's locale file has them: what every test database is seeded with. */
export function localeMailTexts(language: LanguageId): MailTexts {
  return mailTexts(localeFile(language), localeFile('en'));
}

/** Every mail in the outbox to an address, newest first. */
export function mailsTo(db: Database, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
}

/** The code and link token of a password-reset mail's text. */
export function resetMailParts(text: string): { code: string; token: string } {
  const code = /(?:^|\s)(\d{6})(?:\s|$)/.exec(text)?.[1];
  const token = /\/confirm-password\/([A-Za-z0-9_-]{43})(?:\s|$)/.exec(text)?.[1];
  if (!code || !token) throw new Error(`no code or link in:\n${text}`);
  return { code, token };
}

/** The link token of an e-mail verification mail's text. */
export function verificationToken(text: string): string {
  const token = /\/home\/([A-Za-z0-9_-]{43})(?:\s|$)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link in:\n${text}`);
  return token;
}
