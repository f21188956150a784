import type { MailContext } from '../mail/send-mail.ts';
import { sendMail } from '../mail/send-mail.ts';
import { emailVerificationMail } from '../mail/templates/email-verification.ts';
import { mailTexts } from '../mail/templates/mail-texts.ts';
import type { MailTexts } from '../mail/templates/mail-texts.ts';
import { passwordResetMail } from '../mail/templates/password-reset.ts';
import { users } from '../db/schema/index.ts';
import type { UserRow } from '../db/schema/index.ts';
import { ONE_TIME_CODES, prepareLink, storeLink } from './one-time-codes.ts';
import type { PreparedLink } from './one-time-codes.ts';
import { textsCacheOf } from './texts-cache.ts';

/** What a mail to a user needs: the address, the language, and the name to greet. */
export type MailRecipient = Pick<UserRow, 'id' | 'email' | 'language' | 'givenName' | 'familyName'>;

export const mailRecipientColumns = {
  id: users.id,
  email: users.email,
  language: users.language,
  givenName: users.givenName,
  familyName: users.familyName,
};

/** A pre-registered user may have no name yet: greet the address then. */
function nameOf(user: MailRecipient): string {
  return `${user.givenName} ${user.familyName}`.trim() || user.email;
}

/** The mail texts of the user's language as the texts cache has them now, so an edit in the tool changes the next mail. */
async function textsFor(ctx: MailContext, user: MailRecipient): Promise<MailTexts> {
  const cache = textsCacheOf(ctx.db);
  const [own, english] = await Promise.all([cache.language(user.language), cache.language('en')]);
  return mailTexts(own.tree, english.tree);
}

/** Stores the prepared reset link (earlier ones die) and mails its code and `/confirm-password/:token`. */
export async function sendResetMail(ctx: MailContext, user: MailRecipient, link: PreparedLink): Promise<void> {
  if (link.purpose !== 'reset' || link.code === null) throw new Error('not a reset link');
  await storeLink(ctx.db, user.id, link);
  const mail = passwordResetMail(user.language, await textsFor(ctx, user), {
    name: nameOf(user),
    code: link.code,
    link: `${ctx.config.publicUrl}/confirm-password/${link.token}`,
    lifetimeMinutes: ONE_TIME_CODES.lifetimeMs.reset / 60_000,
  });
  await sendMail(ctx, { to: user.email, ...mail });
}

/** A new verification link (earlier ones die), mailed as `/home/:token`. */
export async function sendVerificationMail(ctx: MailContext, user: MailRecipient): Promise<void> {
  const link = prepareLink('verify');
  await storeLink(ctx.db, user.id, link);
  const mail = emailVerificationMail(user.language, await textsFor(ctx, user), {
    name: nameOf(user),
    link: `${ctx.config.publicUrl}/home/${link.token}`,
    lifetimeHours: ONE_TIME_CODES.lifetimeMs.verify / 3_600_000,
  });
  await sendMail(ctx, { to: user.email, ...mail });
}
