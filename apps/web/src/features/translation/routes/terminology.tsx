import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TerminologyTable } from '../components/terminology-table.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'translation.pages.terminology.title' };

/** /translation/terminology (issue 15 item 5): the agreed terms, which the check before a save holds translations to. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('translation.pages.terminology.title')}</Title>
        <Text c="gray.7">{t('translation.pages.terminology.intro')}</Text>
      </Stack>
      <Alert color="blue" variant="light">
        {t('translation.pages.terminology.checkNote')}
      </Alert>
      <TerminologyTable />
    </Stack>
  );
}
