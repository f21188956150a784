import { z } from 'zod';
import { validateUserPayload } from '@labbench/contract';

const { email, password } = validateUserPayload.shape;

/** The sign-in form: the contract's fields and limits, with messages that are i18n keys. */
export const loginFormSchema = z.object({
  email: email.min(1, 'login.errors.emailRequired').pipe(z.email('login.errors.emailInvalid')),
  password: password.min(1, 'login.errors.passwordRequired'),
  rememberMe: z.boolean(),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** The contract's length caps carry no message of their own: name one per field. */
export const loginFormErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'too_big' ? `login.errors.${String(issue.path?.[0])}TooLong` : undefined;
