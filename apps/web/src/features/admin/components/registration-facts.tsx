import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AdminLabDetail, AdminUserDetail } from '@labbench/contract';

/** One read-only fact: its label and value, "—" when not given. */
function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Text>
    </div>
  );
}

function Facts({ title, id, facts }: { title: string; id: string; facts: [string, string | null][] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const yesNo = (t: TFunction, value: boolean | null) => (value === null ? null : t(value ? 'admin.yes' : 'admin.no'));

/** What the lab's registration told (§3): type, size class, beds, address details, CAHO, REXIS, first survey. */
export function LabRegistrationFacts({ lab }: { lab: AdminLabDetail }) {
  const { t } = useTranslation();
  const r = lab.registered;
  return (
    <Facts
      title={t('admin.registered.labTitle')}
      id="lab-registration-facts"
      facts={[
        [
          t('registration.details.classification'),
          r.classification && t(`registration.details.classifications.${r.classification}`),
        ],
        [t('registration.details.size'), r.sizeClass && t(`registration.details.sizes.${r.sizeClass}`)],
        [t('registration.details.beds'), r.beds === null ? null : String(r.beds)],
        [t('registration.details.street'), r.street],
        [t('registration.details.postalCode'), r.postalCode],
        [t('registration.details.surveyType'), r.surveyType && t(`survey.categories.${r.surveyType}`)],
        [t('admin.registered.caho'), yesNo(t, r.cahoAccredited)],
        [t('registration.details.rexisNo'), r.rexisNo],
      ]}
    />
  );
}

/** Where the user came from (campaign, detected country) and the site of the last sign-in; staff edit the rest. */
export function UserOriginFacts({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const o = user.origin;
  return (
    <Facts
      title={t('admin.registered.userTitle')}
      id="user-origin-facts"
      facts={[
        [t('admin.registered.campaign'), o.campaign],
        [
          t('admin.registered.arrivalCountry'),
          o.arrivalCountry && t(`countries.${o.arrivalCountry}`, { defaultValue: o.arrivalCountry }),
        ],
        [t('admin.registered.lastLoginFrom'), o.lastLoginFrom],
      ]}
    />
  );
}
