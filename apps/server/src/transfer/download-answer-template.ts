import type { Handler } from '../api/handler.ts';
import { answerTemplate } from './answer-template.ts';
import { sheetFile } from './sheet-files.ts';
import { roundDefinition } from './survey-round.ts';

/** A category's template for a round as CSV or XLSX (the question labels in the payload's language). */
export const downloadAnswerTemplate: Handler<'downloadAnswerTemplate'> = async (payload, { db }) => {
  const { definition } = await roundDefinition(db, payload.category, payload.round);
  const sheets = await answerTemplate(db, { ...payload, definition });
  return { data: sheetFile(payload.format, sheets) };
};
