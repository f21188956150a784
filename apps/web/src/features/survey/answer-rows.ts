import type { PageModel, Question, SurveyModel } from 'survey-core';

/** One answer of the read-only view: the question's title and the answer's label in the reader's language. */
export interface AnswerRow {
  code: string;
  title: string;
  /** The answer as read: a choice's label, a formatted number, the text; null when not answered. */
  value: string | null;
}

/** The answers of one page of the survey, in the definition's order. */
export interface AnswerSection {
  name: string;
  title: string;
  rows: AnswerRow[];
}

/** The contract's question codes; SurveyJS's own values (e.g. `-Comment`) are not answers. */
const QUESTION_CODE = /^[A-Z][A-Z0-9_]{1,79}$/;

function valueOf(question: Question, formatNumber: (value: number) => string): string | null {
  if (question.isEmpty()) return null;
  const value: unknown = question.value;
  if (typeof value === 'number') return formatNumber(value);
  const shown: unknown = question.displayValue;
  return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : String(value);
}

/**
 * Every question the answers make visible, page by page, with its answer as the model's locale words it (a choice's
 * label, never its value); a visible question left unanswered is listed with null. Questions hidden by the answers'
 * conditions are left out: they were never asked.
 */
export function answerSections(model: SurveyModel, formatNumber: (value: number) => string): AnswerSection[] {
  return model.visiblePages.map((page: PageModel) => ({
    name: page.name,
    title: page.processedTitle || page.title || page.name,
    rows: page.questions
      .filter((q) => q.isVisible && QUESTION_CODE.test(q.name))
      .map((q) => ({ code: q.name, title: q.processedTitle || q.title, value: valueOf(q, formatNumber) })),
  }));
}
