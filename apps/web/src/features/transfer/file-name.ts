import type { TransferFormat } from '@labbench/contract';

/** A downloaded file's name: what it holds and its format, e.g. `responses-CL-2026.csv`. */
export const transferFileName = (parts: readonly (string | number)[], format: TransferFormat) =>
  `${parts.join('-')}.${format}`;
