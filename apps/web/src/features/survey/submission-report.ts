import { consistencyChecks } from '@labbench/contract';
import type { PageModel, Question, SurveyModel } from 'survey-core';

/** One question a submission report names, as the lab reads it: in the form's language, never by its code alone. */
export interface ReportItem {
  code: string;
  /** The question's title in the form's language (the code when the definition has no such question). */
  title: string;
  /** The title of its page. */
  page: string;
  /** A warning's text as the definition words it (already in the form's language). */
  message?: string;
  /** A warning's `checks.*` key, for the web to translate. */
  messageKey?: string;
}

/**
 * What stands between the lab and a submission (D60): the required answers missing (which block it) and the
 * warnings (the definition's validators and the contract's cross-field checks), which the lab may confirm.
 */
export interface SubmissionReport {
  missing: ReportItem[];
  warnings: ReportItem[];
}

/** The contract's question codes; SurveyJS's own values (e.g. `-Comment`) are not answers. */
const QUESTION_CODE = /^[A-Z][A-Z0-9_]{1,79}$/;

const pageTitle = (page: PageModel | undefined): string => (page ? page.processedTitle || page.title || page.name : '');

function itemOf(model: SurveyModel, code: string): ReportItem {
  const question: Question | null = model.getQuestionByName(code);
  if (!question) return { code, title: code, page: '' };
  return { code, title: question.processedTitle || question.title, page: pageTitle(question.page as PageModel) };
}

/**
 * The report of the answers in the model: required questions that are visible under the answers' conditions and
 * empty, the same rule the server refuses a submission by; then the validators of answered questions and the
 * cross-field checks, one warning per question. Validators mark their questions as the form shows errors.
 */
export function submissionReport(model: SurveyModel, category: string): SubmissionReport {
  const missing: ReportItem[] = [];
  const warnings: ReportItem[] = [];
  for (const question of model.getAllQuestions(true)) {
    if (!QUESTION_CODE.test(question.name)) continue;
    if (question.isRequired && question.isEmpty()) missing.push(itemOf(model, question.name));
    else if (!question.isEmpty() && question.hasErrors(true))
      warnings.push({ ...itemOf(model, question.name), message: question.errors.map((e) => e.getText()).join(' ') });
  }
  const answers = Object.fromEntries(
    Object.entries(model.data as Record<string, unknown>).filter(
      (entry): entry is [string, number | string] =>
        QUESTION_CODE.test(entry[0]) && (typeof entry[1] === 'number' || typeof entry[1] === 'string'),
    ),
  );
  const warned = new Set(warnings.map((w) => w.code));
  for (const check of consistencyChecks(category, answers)) {
    if (warned.has(check.code)) continue;
    warned.add(check.code);
    warnings.push({ ...itemOf(model, check.code), messageKey: check.check });
  }
  return { missing, warnings };
}

/** The report of a submission the server refused: the missing answers it named, by their titles. */
export function reportOfMissing(model: SurveyModel, codes: readonly string[]): SubmissionReport {
  return { missing: codes.map((code) => itemOf(model, code)), warnings: [] };
}

/** Items of a report under their page, pages in the order they come first: a long list reads page by page. */
export interface ReportGroup {
  page: string;
  items: ReportItem[];
}

export function byPage(items: readonly ReportItem[]): ReportGroup[] {
  const groups: ReportGroup[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.page === item.page);
    if (group) group.items.push(item);
    else groups.push({ page: item.page, items: [item] });
  }
  return groups;
}
