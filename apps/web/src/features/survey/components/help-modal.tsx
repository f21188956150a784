import { useState } from 'react';
import { Anchor, Button, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTED_SURVEYS, surveyCountries } from '../survey-countries.ts';
import type { ListedSurvey } from '../survey-countries.ts';
import { HELP_SECTIONS } from './help-modal-sections.ts';

/** §9: countries in 4 columns (2 on a phone). */
function CountryList({ survey, onBack }: { survey: ListedSurvey; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const nameOf = (code: string) => t(`countries.${code}`);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('survey.help.countries.listTitle', { survey: t(`survey.categories.${survey}`) })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4} component="ul" p={0} m={0}>
        {surveyCountries(survey, nameOf, i18n.language).map((code) => (
          <Text component="li" size="sm" key={code} style={{ listStyle: 'none' }}>
            {nameOf(code)}
          </Text>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={onBack}>
          {t('survey.help.countries.back')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * §2 "Popup-messages help modal": the help texts by page, each section opened on demand, and the links to the
 * countries where the CL, ML and HL surveys are offered, each list shown in the modal with the way back.
 */
export function HelpModal() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [countries, setCountries] = useState<ListedSurvey | null>(null);
  const close = () => {
    setOpened(false);
    setCountries(null);
  };
  return (
    <>
      <Button variant="subtle" onClick={() => setOpened(true)}>
        {t('survey.help.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('survey.help.title')} size="lg">
        {countries ? (
          <CountryList survey={countries} onBack={() => setCountries(null)} />
        ) : (
          <Stack gap="xs">
            {HELP_SECTIONS.map((section) => (
              <details key={section.id}>
                <summary>
                  <Text component="span" fw={600}>
                    {t(section.titleKey)}
                  </Text>
                </summary>
                <Text size="sm" mt="xs">
                  {t(section.textKey)}
                </Text>
              </details>
            ))}
            <Text fw={600} mt="sm">
              {t('survey.help.countries.title')}
            </Text>
            <List size="sm" spacing={4}>
              {LISTED_SURVEYS.map((survey) => (
                <List.Item key={survey}>
                  <Anchor component="button" type="button" size="sm" onClick={() => setCountries(survey)}>
                    {t(`survey.categories.${survey}`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Modal>
    </>
  );
}
