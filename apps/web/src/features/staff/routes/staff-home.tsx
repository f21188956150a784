import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useStaffHome } from '../api/get-staff-home.ts';
import { AttentionFigures } from '../components/attention-figures.tsx';
import { StaffDestinationsGrid } from '../components/staff-destinations-grid.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'staff.home.title' };

/** What needs attention in the current rounds, counted by the server; each figure opens its list. */
function Attention() {
  const { t } = useTranslation();
  const home = useStaffHome();
  if (home.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (home.isError)
    return (
      <Alert color="red" role="alert">
        {t(toApiCallError(home.error).error.message, { defaultValue: t('errors.processError') })}
      </Alert>
    );
  const { categories, labsWithoutAnswers } = home.data;
  return (
    <Stack gap="sm">
      {categories.length > 0 ? <AttentionFigures rows={categories} /> : <Text>{t('staff.home.noRounds')}</Text>}
      <Text>
        {t('staff.home.labsWithoutAnswers', { count: labsWithoutAnswers })}{' '}
        <Anchor component={Link} to={staffPaths.labs} underline="always">
          {t('staff.home.searchLabs')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** /{company}-admin: the staff home (issue 14 item 1, D64). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="xl" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('staff.home.title')}</Title>
          <Text c="gray.7">{t('staff.home.intro')}</Text>
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="attention-title">
          <Title order={2} id="attention-title">
            {t('staff.home.attention.title')}
          </Title>
          <Attention />
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="destinations-title">
          <Title order={2} id="destinations-title">
            {t('staff.home.destinations.title')}
          </Title>
          <StaffDestinationsGrid />
        </Stack>
      </Stack>
    </Container>
  );
}
