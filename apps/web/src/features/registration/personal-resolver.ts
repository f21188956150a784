import { zodResolver } from '@hookform/resolvers/zod';
import { V, registrationPersonalSchema } from '@labbench/contract';
import type { RegistrationPersonalValues } from '@labbench/contract';

const schemaResolver = zodResolver(registrationPersonalSchema);

/**
 * "Password do not match" as soon as the retyped password is there and differs. zod leaves out the schema's
 * cross-field checks while a select of step 1 still has no valid choice, and §5 wants the message once the
 * field is touched, whatever the rest of the form holds.
 */
export function passwordMismatch(values: Pick<RegistrationPersonalValues, 'Password' | 'confirmPassword'>): boolean {
  return values.confirmPassword !== '' && values.confirmPassword !== values.Password;
}

/** The contract's step-1 schema, plus the retyped-password check when the schema skipped it. */
export const personalResolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (!passwordMismatch(values) || result.errors.confirmPassword) return result;
  return {
    values: {},
    errors: { ...result.errors, confirmPassword: { type: 'custom', message: V.passwordsDoNotMatch } },
  };
};
