import { COUNTRIES, LANGUAGES, V } from '@labbench/contract';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { isListedCountry } from '../commands/labs.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';
import { sendMail } from '../mail/send-mail.ts';
import { contactMessageMail } from '../mail/templates/contact-message.ts';
import { useCaptcha } from '../shared/captcha.ts';
import { isThrottled, recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { mailTextsIn } from './newsletter-mails.ts';
import { CONTACT_THROTTLE } from './newsletter-throttles.ts';

/** Staff read contact messages in English: the portal's working language (D: contact mail). */
const STAFF_LANGUAGE = 'en';

/**
 * sendContactMessage (§1 contact): after the captcha and the throttle (per sender address and per client), the
 * message goes by mail to CONTACT_MAIL_TO as the sender typed it (text only, escaped in the HTML part), with
 * Reply-To the sender so staff simply answer.
 */
export const sendContactMessage: Handler<'sendContactMessage'> = async (payload, ctx) => {
  const { db, config, clientAddress } = ctx;
  if (!(await useCaptcha(db, config, payload.captcha))) throw passwordOutcomes.captchaInvalid();
  const email = payload.email.toLowerCase();
  const keys = ruleKeys(CONTACT_THROTTLE, email, clientAddress);
  if (await isThrottled(db, CONTACT_THROTTLE, keys)) throw failures.tooManyRequests();
  await recordAttempt(db, CONTACT_THROTTLE, keys);
  if (!(await isListedCountry(db, payload.country))) {
    throw failures.invalidPayload([{ field: 'country', message: V.countryRequired }]);
  }

  const mail = contactMessageMail(STAFF_LANGUAGE, await mailTextsIn(db, STAFF_LANGUAGE), {
    name: `${payload.firstName} ${payload.lastName}`,
    email,
    company: payload.company ?? '',
    country: COUNTRIES.find((c) => c.code === payload.country)?.name ?? payload.country,
    senderLanguage: LANGUAGES.find((l) => l.id === payload.language)?.nameInEnglish ?? payload.language,
    message: payload.message,
  });
  await sendMail(ctx, { to: config.contactMailTo.join(', '), ...mail, replyTo: email });
  return { data: { sent: true } };
};
