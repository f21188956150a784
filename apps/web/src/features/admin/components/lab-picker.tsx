import { useState } from 'react';
import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLabCountries } from '../api/get-all-country-name.ts';
import { useLabsOfCountry } from '../api/getinternallab-name.ts';
import { useUsersOfLab } from '../api/get-user-of-lab.ts';

/** Who is in the lab picked already; §8 103 when nobody is. */
function LabMembers({ labId }: { labId: string }) {
  const { t } = useTranslation();
  const members = useUsersOfLab(labId);
  if (!members.data) return null;
  return (
    <Text size="sm" c="gray.7" aria-live="polite">
      {members.data.noUser ? t('admin.picker.noUserYet') : t('admin.picker.members', { n: members.data.page.total })}
    </Text>
  );
}

/** Staff pick a lab: its country, then (narrowed by name or code) the lab; `onChange` gets its id, or '' for none. */
export function LabPicker({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (labId: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const countries = useLabCountries();
  const [country, setCountry] = useState('');
  const [search, setSearch] = useState('');
  const labs = useLabsOfCountry(country, search.trim());
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('admin.picker.country')}
          value={country}
          onChange={(event) => {
            setCountry(event.currentTarget.value);
            onChange('');
          }}
          data={[
            { value: '', label: t('admin.select') },
            ...(countries.data ?? []).map((c) => ({
              value: c.countryCode,
              label: t(`countries.${c.countryCode}`, { defaultValue: c.countryName }),
            })),
          ]}
        />
        <TextInput
          label={t('admin.picker.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          disabled={country === ''}
        />
      </SimpleGrid>
      <NativeSelect
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={country === ''}
        data={[
          { value: '', label: t('admin.picker.none') },
          ...(labs.data?.labs ?? []).map((lab) => ({
            value: lab.labId,
            label: [lab.labName, lab.labBranchName, lab.labCode].filter(Boolean).join(' · '),
          })),
        ]}
      />
      {labs.data?.more && <Text size="xs">{t('admin.picker.more')}</Text>}
      {value && <LabMembers labId={value} />}
    </Stack>
  );
}
