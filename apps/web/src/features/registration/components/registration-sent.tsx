import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/form/page-card.tsx';

/** After registering: the verification mail is on its way to `email`; what to do next. */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <PageCard titleKey="registration.sent.title">
      <Stack gap="sm" mt="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{t('registration.sent.text', { email })}</Text>
        <Text>{t('registration.sent.next')}</Text>
        <Text size="sm" c="gray.7">
          {t('registration.sent.spam')}
        </Text>
        <Anchor component={Link} to="/login" fw={600}>
          {t('registration.signIn')}
        </Anchor>
      </Stack>
    </PageCard>
  );
}
