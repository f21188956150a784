import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Import: writes every row of a ready import in one transaction (or refuses it whole). */
export const commitAnswerImport = (payload: PayloadOf<'commitAnswerImport'>) => callApi('commitAnswerImport', payload);
