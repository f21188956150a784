/**
 * The texts of the mails: interface texts like any other (the `mail.*` keys of apps/web/src/i18n/locales, edited in
 * the translation tool, whose e-mail preview shows them from the same keys), read from the texts cache so an edit
 * changes the next mail. i18next placeholders, filled by the templates:
 *
 * - `mail.greeting` ({{name}}), `mail.linkFallback`, `mail.signature`, `mail.automatic`: every mail
 * - `mail.reset.{subject,intro,code,action,button,lifetime,ignore}`: forgot password (lifetime: {{minutes}})
 * - `mail.verify.{subject,intro,button,lifetime,ignore}`: e-mail verification (lifetime: {{hours}})
 * - `mail.newsletter.{subject,intro,button,lifetime,ignore}`: newsletter confirmation (lifetime: {{hours}})
 * - `mail.newsletter.{welcomeSubject,welcomeIntro,unsubscribe}`: after confirming, and every newsletter mail's footer
 * - `mail.contact.{subject,intro,name,email,company,country,language,team,reply}`: a contact message to staff ({{name}})
 *
 * Lifetimes are written so that they read correctly for any number (Russian uses the short units мин. and ч); the
 * product name stays in English in every language, as in the interface texts.
 */
export interface MailTexts {
  greeting: string;
  linkFallback: string;
  signature: string;
  automatic: string;
  reset: {
    subject: string;
    intro: string;
    code: string;
    action: string;
    button: string;
    lifetime: string;
    ignore: string;
  };
  verify: {
    subject: string;
    intro: string;
    button: string;
    lifetime: string;
    ignore: string;
  };
  newsletter: {
    subject: string;
    intro: string;
    button: string;
    lifetime: string;
    ignore: string;
    welcomeSubject: string;
    welcomeIntro: string;
    unsubscribe: string;
  };
  contact: {
    subject: string;
    intro: string;
    name: string;
    email: string;
    company: string;
    country: string;
    language: string;
    team: string;
    reply: string;
  };
}

const NEWSLETTER_KEYS = [
  'subject',
  'intro',
  'button',
  'lifetime',
  'ignore',
  'welcomeSubject',
  'welcomeIntro',
  'unsubscribe',
] as const;
const CONTACT_KEYS = ['subject', 'intro', 'name', 'email', 'company', 'country', 'language', 'team', 'reply'] as const;

/** `{ key: t(prefix.key) }` for each key. */
function group<K extends string>(t: (key: string) => string, prefix: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;
}

/** The text at a dotted key of a nested texts tree, when it is a non-empty string. */
function textAt(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

/**
 * A language's mail texts from its texts tree (as the translation file nests them); a missing text falls back to
 * English, as the web's i18next does, and then to its key, so a mail always goes out.
 */
export function mailTexts(texts: unknown, english: unknown): MailTexts {
  const t = (key: string) => textAt(texts, `mail.${key}`) ?? textAt(english, `mail.${key}`) ?? `mail.${key}`;
  return {
    greeting: t('greeting'),
    linkFallback: t('linkFallback'),
    signature: t('signature'),
    automatic: t('automatic'),
    reset: {
      subject: t('reset.subject'),
      intro: t('reset.intro'),
      code: t('reset.code'),
      action: t('reset.action'),
      button: t('reset.button'),
      lifetime: t('reset.lifetime'),
      ignore: t('reset.ignore'),
    },
    verify: {
      subject: t('verify.subject'),
      intro: t('verify.intro'),
      button: t('verify.button'),
      lifetime: t('verify.lifetime'),
      ignore: t('verify.ignore'),
    },
    newsletter: group(t, 'newsletter', NEWSLETTER_KEYS),
    contact: group(t, 'contact', CONTACT_KEYS),
  };
}
