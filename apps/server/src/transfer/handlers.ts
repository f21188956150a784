import type { transferRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { commitAnswerImport } from './commit-answer-import.ts';
import { downloadAnswerTemplate } from './download-answer-template.ts';
import { exportLabList } from './export-lab-list.ts';
import { exportSurveyResponses } from './export-survey-responses.ts';
import { getAnswerImport } from './get-answer-import.ts';
import { getTransferRounds } from './get-transfer-rounds.ts';
import { stageAnswerImportRows } from './stage-answer-import-rows.ts';
import { startAnswerImport } from './start-answer-import.ts';

/** The transfer domain's handlers: a request of `transferRequests` without one here does not compile. */
export const transferHandlers = {
  getTransferRounds,
  downloadAnswerTemplate,
  startAnswerImport,
  stageAnswerImportRows,
  getAnswerImport,
  commitAnswerImport,
  exportSurveyResponses,
  exportLabList,
} satisfies { [N in keyof typeof transferRequests]: Handler<N> };
