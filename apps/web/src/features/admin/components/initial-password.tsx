import '../mantine-styles.ts';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The one-time password of a user staff just made (D59), shown this once: staff hand it over, and the user chooses
 * their own at first sign-in.
 */
export function InitialPassword({ email, password }: { email: string; password: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" variant="light" title={t('admin.newUser.createdTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('admin.newUser.createdText', { email })}</Text>
        <Group gap="sm" wrap="wrap">
          <Code fz="lg" data-testid="initial-password" style={{ overflowWrap: 'anywhere' }}>
            {password}
          </Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? t('admin.newUser.copied') : t('admin.newUser.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('admin.newUser.onlyOnce')}</Text>
      </Stack>
    </Alert>
  );
}
