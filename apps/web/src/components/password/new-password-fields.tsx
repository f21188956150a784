import { useState } from 'react';
import type { ReactNode } from 'react';
import { Group, PasswordInput, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordRulesPopover } from './password-rules-popover.tsx';

/** How the rules of §5 are shown: the popover of change password and registration, or the live checklist. */
export type PasswordRulesDisplay =
  | { kind: 'popover'; /** No current password the new one must differ from. */ newAccount?: boolean }
  | { kind: 'checklist'; /** Base of the checklist's element ids. */ idBase: string };

export interface NewPasswordFieldsProps {
  /** The new password's and the retype's registrations in the form. */
  password: UseFormRegisterReturn;
  retype: UseFormRegisterReturn;
  /** The new password as typed: the rules tick off live. */
  value: string;
  /** Translated errors under each field. */
  errors: { password?: ReactNode; retype?: ReactNode };
  /** i18n keys of the labels and of the show-password buttons. */
  labelKeys: { password: string; retype: string; showPassword: string; showRetype: string };
  rules: PasswordRulesDisplay;
}

/** A new password and its retype, with the rules of §5 (change password, confirm password, registration). */
export function NewPasswordFields({ password, retype, value, errors, labelKeys, rules }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const [rulesOpen, setRulesOpen] = useState(false);
  const shared = { withAsterisk: true, autoComplete: 'new-password', visibilityToggleFocusable: true } as const;

  return (
    <>
      {rules.kind === 'checklist' ? (
        <PasswordInput
          {...password}
          {...shared}
          label={t(labelKeys.password)}
          error={errors.password}
          // The live checklist is the field's description: below it, and read with it (aria-describedby).
          description={<PasswordChecklist idBase={rules.idBase} value={value} />}
          descriptionProps={{ component: 'div', mt: 'xs' }}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          visibilityToggleButtonProps={{ 'aria-label': t(labelKeys.showPassword) }}
        />
      ) : (
        <Stack gap={4}>
          <PasswordInput
            {...password}
            {...shared}
            onFocus={() => setRulesOpen(true)}
            onBlur={(event) => {
              setRulesOpen(false);
              void password.onBlur(event);
            }}
            label={t(labelKeys.password)}
            error={errors.password}
            visibilityToggleButtonProps={{ 'aria-label': t(labelKeys.showPassword) }}
          />
          <Group justify="flex-start">
            <PasswordRulesPopover
              value={value}
              opened={rulesOpen}
              onChange={setRulesOpen}
              newAccount={rules.newAccount ?? false}
            />
          </Group>
        </Stack>
      )}
      <PasswordInput
        {...retype}
        {...shared}
        label={t(labelKeys.retype)}
        error={errors.retype}
        visibilityToggleButtonProps={{ 'aria-label': t(labelKeys.showRetype) }}
      />
    </>
  );
}
