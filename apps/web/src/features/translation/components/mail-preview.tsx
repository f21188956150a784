import { useId } from 'react';
import { Paper, Title } from '@mantine/core';
import type { LanguageId } from '@labbench/contract';
import { languageTag } from '@labbench/contract/constants';
import { useStoredTexts } from './glossary-texts.ts';
import classes from './mail-preview.module.css';

export type MailKind = 'reset' | 'verify';

/** Sample values in place of a real code, link and lifetimes (the server's one-time codes: 15 minutes, 24 hours). */
export const MAIL_SAMPLE = { code: '482915', minutes: 15, hours: 24 } as const;

type Block =
  | { kind: 'paragraph'; key: string; values?: Record<string, number> }
  | { kind: 'code'; key: string }
  | { kind: 'button'; key: string };

/** The blocks of each mail in the order apps/server/src/mail/templates/ sends them. */
const BLOCKS: Record<MailKind, Block[]> = {
  reset: [
    { kind: 'paragraph', key: 'mail.reset.intro' },
    { kind: 'code', key: 'mail.reset.code' },
    { kind: 'paragraph', key: 'mail.reset.action' },
    { kind: 'button', key: 'mail.reset.button' },
    { kind: 'paragraph', key: 'mail.reset.lifetime', values: { minutes: MAIL_SAMPLE.minutes } },
    { kind: 'paragraph', key: 'mail.reset.ignore' },
  ],
  verify: [
    { kind: 'paragraph', key: 'mail.verify.intro' },
    { kind: 'button', key: 'mail.verify.button' },
    { kind: 'paragraph', key: 'mail.verify.lifetime', values: { hours: MAIL_SAMPLE.hours } },
    { kind: 'paragraph', key: 'mail.verify.ignore' },
  ],
};

const samplePath: Record<MailKind, string> = {
  reset: '/confirm-password/5f2b8c0e9a1d4e7b',
  verify: '/home/5f2b8c0e9a1d4e7b',
};

/**
 * A mail as its recipient sees it, built in the browser from the `mail.*` texts of one language through t(), so the
 * in-place edit marks work here as on any screen. The button is drawn, not linked: the preview leads nowhere.
 */
export function MailPreview({
  kind,
  lang,
  name,
  email,
}: {
  kind: MailKind;
  lang: LanguageId;
  name: string;
  email: string;
}) {
  const { t: ui, i18n } = useStoredTexts();
  const t = i18n.getFixedT(lang);
  const subjectId = useId();
  const link = `${window.location.origin}${samplePath[kind]}`;

  return (
    <Paper withBorder radius="md" className={classes.mail} data-testid={`mail-${kind}`}>
      <Title order={2} size="h4" className={classes.kind}>
        {ui(`translation.pages.emails.kinds.${kind}`)}
      </Title>
      <dl className={classes.envelope}>
        <div>
          <dt>{ui('translation.pages.emails.subject')}</dt>
          <dd id={subjectId} lang={languageTag(lang)} className={classes.subject}>
            {t(`mail.${kind}.subject`)}
          </dd>
        </div>
        <div>
          <dt>{ui('translation.pages.emails.to')}</dt>
          <dd>
            {name} &lt;{email}&gt;
          </dd>
        </div>
      </dl>
      <article aria-labelledby={subjectId} lang={languageTag(lang)} className={classes.body}>
        <p>{t('mail.greeting', { name })}</p>
        {BLOCKS[kind].map((block) => {
          switch (block.kind) {
            case 'paragraph':
              return <p key={block.key}>{t(block.key, block.values)}</p>;
            case 'code':
              return (
                <div key={block.key}>
                  <p className={classes.codeLabel}>{t(block.key)}</p>
                  <p className={classes.code}>{MAIL_SAMPLE.code}</p>
                </div>
              );
            case 'button':
              return (
                <div key={block.key}>
                  <p>
                    <span className={classes.button}>{t(block.key)}</span>
                  </p>
                  <p className={classes.fallback}>
                    {t('mail.linkFallback')}
                    <br />
                    <span className={classes.link}>{link}</span>
                  </p>
                </div>
              );
          }
        })}
        <p className={classes.signature}>{t('mail.signature')}</p>
        <p className={classes.automatic}>{t('mail.automatic')}</p>
      </article>
    </Paper>
  );
}
