import { Modal, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROFILE_COUNTRIES } from '../profile-countries.ts';

/** §2: every country name, translated, in 4 columns (fewer on a narrow screen). */
export function CountriesPopup({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const names = PROFILE_COUNTRIES.map((c) => ({
    code: c.code,
    name: t(`countries.${c.code}`, { defaultValue: c.name }),
  }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.countriesTitle')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {names.map(({ code, name }) => (
          <Text key={code} component="li" size="sm">
            {name}
          </Text>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
