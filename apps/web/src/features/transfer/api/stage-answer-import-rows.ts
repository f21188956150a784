import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Sends the next chunk of rows: the server checks them as the form would and answers their problems. */
export const stageAnswerImportRows = (payload: PayloadOf<'stageAnswerImportRows'>) =>
  callApi('stageAnswerImportRows', payload);
