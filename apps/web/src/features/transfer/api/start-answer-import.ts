import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Announces a read file (its header and row count): the server checks it and keeps the import's state. */
export const startAnswerImport = (payload: PayloadOf<'startAnswerImport'>) => callApi('startAnswerImport', payload);
