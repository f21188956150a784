import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loader of the lab survey entries while the link is fetched. */
export function EntryLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={300}>
      <Loader role="progressbar" aria-label={t('survey.help.takeSurvey.loading')} />
    </Center>
  );
}
