import { failures } from '../api/errors.ts';

export const profileFailures = {
  /** The country of a lab in Russia is locked (§2 Complete profile). */
  countryLocked: () => failures.invalidPayload([{ field: 'country', message: 'validation.countryLocked' }]),
};
