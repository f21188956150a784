import { Button, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@labbench/contract';
import { PasswordChecklist } from './password-checklist.tsx';

export interface PasswordRulesPopoverProps {
  /** The new password as typed: the rules tick off live. */
  value: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** A password for a new account (registration): there is no current password it must differ from. */
  newAccount?: boolean;
}

/** The complexity popover of change password (§2): the rules of §5, opened by its button or by the field's focus. */
export function PasswordRulesPopover({ value, opened, onChange, newAccount = false }: PasswordRulesPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-start"
      withArrow
      shadow="md"
      width={320}
      closeOnEscape
    >
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" px={4} onClick={() => onChange(!opened)}>
          {t('password.change.rules')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('password.change.rules')}>
        <Stack gap="xs">
          <PasswordChecklist idBase="change-password-rules" value={value} />
          <Text size="sm">{t('password.change.rulesMax', { max: LIMITS.maxNewPassword })}</Text>
          {!newAccount && <Text size="sm">{t('password.change.rulesDifferent')}</Text>}
          <Text size="sm">{t('password.change.rulesNoMarkup')}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
