import { questionsOf } from '@labbench/contract';
import type { ResponseOf, SurveyQuestion } from '@labbench/contract';
import { textOf } from './answer-labels.ts';

type Detail = ResponseOf<'validateSurveyQuestionsResponse'>;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page's title in a language, from its localizable `title` (the page's name when it has none). */
function pageTitles(definition: Json, language: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const page of Array.isArray(definition.pages) ? definition.pages : []) {
    if (!isObject(page) || typeof page.name !== 'string') continue;
    titles.set(page.name, textOf(page.title, language, page.name));
  }
  return titles;
}

export interface AnswerRow {
  code: string;
  /** The question's title in staff's language (English where the definition has none; the code for an old one). */
  title: string;
  /** The question as the definition has it; null for a code the definition no longer has. */
  question: SurveyQuestion | null;
  answer: Detail['answers'][number] | null;
  /** Message keys of the checks this answer failed. */
  failedChecks: string[];
  thread: Detail['threads'][number] | null;
}

export interface PageGroup {
  /** The page's name; empty for answers to codes the definition no longer has. */
  page: string;
  title: string;
  rows: AnswerRow[];
}

/**
 * The questions that have something for staff (an answer, a failed check, a thread or an edit), grouped by page in
 * the definition's order, titled in staff's language. Codes the definition no longer has come last in their own group.
 */
export function groupAnswers(detail: Detail, language: string): PageGroup[] {
  const pages = pageTitles(detail.definition, language);
  const answers = new Map(detail.answers.map((a) => [a.code, a]));
  const threads = new Map(detail.threads.map((t) => [t.code, t]));
  const relevant = new Set([
    ...answers.keys(),
    ...threads.keys(),
    ...detail.failedChecks.map((c) => c.code),
    ...detail.edits.map((e) => e.code),
  ]);
  const row = (code: string, question: SurveyQuestion | null): AnswerRow => ({
    code,
    title: question ? textOf(question.localizedTitle, language, question.title) : code,
    question,
    answer: answers.get(code) ?? null,
    failedChecks: detail.failedChecks.filter((c) => c.code === code).map((c) => c.check),
    thread: threads.get(code) ?? null,
  });
  const groups: PageGroup[] = [];
  for (const question of questionsOf(detail.definition)) {
    if (!relevant.has(question.name)) continue;
    relevant.delete(question.name);
    let group = groups.find((g) => g.page === question.page);
    if (!group) {
      group = { page: question.page, title: pages.get(question.page) ?? question.page, rows: [] };
      groups.push(group);
    }
    group.rows.push(row(question.name, question));
  }
  if (relevant.size > 0) groups.push({ page: '', title: '', rows: [...relevant].map((code) => row(code, null)) });
  return groups;
}

export interface FailedCheckItem {
  code: string;
  title: string;
  check: string;
}

/** Every failed check in the order of the questions on the page, with its question's title. */
export function failedChecksInOrder(groups: readonly PageGroup[]): FailedCheckItem[] {
  return groups.flatMap((group) =>
    group.rows.flatMap((row) => row.failedChecks.map((check) => ({ code: row.code, title: row.title, check }))),
  );
}

/** The element id of a question's row, the target of the failed checks' links. */
export const questionAnchor = (code: string) => `q-${code}`;
