import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Lab benchmarking with full access (a lab is registered too), or content only (a content reader). */
export type RegistrationKind = 'lab' | 'content';

const isKind = (value: string): value is RegistrationKind => value === 'lab' || value === 'content';

/** The choice of kind at the top of the registration (§2 registration and content-reader registration). */
export function KindChoice({
  value,
  onChange,
  disabled,
}: {
  value: RegistrationKind;
  onChange: (kind: RegistrationKind) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(v) => {
        if (isKind(v)) onChange(v);
      }}
      label={t('registration.kind.legend')}
    >
      <Stack gap="xs" mt="xs">
        <Radio
          value="lab"
          label={t('registration.kind.lab')}
          description={t('registration.kind.labDescription')}
          disabled={disabled}
        />
        <Radio
          value="content"
          label={t('registration.kind.content')}
          description={t('registration.kind.contentDescription')}
          disabled={disabled}
        />
      </Stack>
    </Radio.Group>
  );
}
