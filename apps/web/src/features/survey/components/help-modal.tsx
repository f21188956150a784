import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sections of the §2 help texts, by page. */
const SECTIONS = ['surveyDashboard', 'takeSurvey', 'thankYou', 'charts'] as const;

/** §2 "Popup-messages help modal": the help texts by page, each section opened on demand. */
export function HelpModal() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" onClick={() => setOpened(true)}>
        {t('survey.help.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('survey.help.title')} size="lg">
        <Stack gap="xs">
          {SECTIONS.map((section) => (
            <details key={section}>
              <summary>
                <Text component="span" fw={600}>
                  {t(`survey.help.${section}.title`)}
                </Text>
              </summary>
              <Text size="sm" mt="xs">
                {t(`survey.help.${section}.text`)}
              </Text>
            </details>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
