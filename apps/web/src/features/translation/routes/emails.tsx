import { useState } from 'react';
import { Center, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguageId } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useLanguageTexts } from '../components/glossary-texts.ts';
import { MAIL_SAMPLE, MailPreview } from '../components/mail-preview.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'translation.pages.emails.title' };

/**
 * /translation/emails (issue 15 item 1, "e-mails in a preview"): the password-reset and verify-address mails in a
 * chosen language with sample values, addressed to the translator, so their texts can be read and edited in place.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const user = useSession()?.user;
  const [lang, setLang] = useState<LanguageId>(isLanguageId(i18n.language) ? i18n.language : 'en');
  const ready = useLanguageTexts(lang);
  const name = user?.fullName || user?.email || '';
  const email = user?.email ?? '';

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('translation.pages.emails.title')}</Title>
        <Text c="gray.7">{t('translation.pages.emails.intro')}</Text>
      </Stack>
      <NativeSelect
        label={t('translation.pages.emails.language')}
        value={lang}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguageId(next)) setLang(next);
        }}
        data={LANGUAGES.map((l) => ({ value: l.id, label: l.name }))}
        maw={320}
      />
      <Text size="sm" c="gray.7">
        {t('translation.pages.emails.sample', {
          code: MAIL_SAMPLE.code,
          minutes: MAIL_SAMPLE.minutes,
          hours: MAIL_SAMPLE.hours,
        })}
      </Text>
      {ready ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <MailPreview kind="reset" lang={lang} name={name} email={email} />
          <MailPreview kind="verify" lang={lang} name={name} email={email} />
        </SimpleGrid>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </Stack>
  );
}
