import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen whose content comes with a later issue: for now only its title. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Title order={1}>{t(titleKey)}</Title>
    </Container>
  );
}
