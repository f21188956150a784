import { questionsOf } from '@labbench/contract';
import type { ResponseOf } from '@labbench/contract';

type Detail = ResponseOf<'validateSurveyQuestionsResponse'>;
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The SurveyJS locale key of our language ids: English is `default`, the Chinese ids are written with a dash. */
const SURVEY_LOCALES: Record<string, string> = { en: 'default', zhtw: 'zh-tw', zhcn: 'zh-cn' };
export const surveyLocale = (language: string): string => SURVEY_LOCALES[language] ?? language;

/** The text of a localized SurveyJS string in a language, or null when the definition does not have it. */
export function localizedText(text: unknown, language: string): string | null {
  const locale = surveyLocale(language);
  if (typeof text === 'string') return locale === 'default' ? text : null;
  if (!isObject(text)) return null;
  const value = text[locale];
  return typeof value === 'string' ? value : null;
}

/** Every element of a definition with a name (questions and pages), for its raw localized title. */
function titlesOf(definition: Json): Map<string, unknown> {
  const titles = new Map<string, unknown>();
  const walk = (elements: unknown) => {
    if (!Array.isArray(elements)) return;
    for (const element of elements) {
      if (!isObject(element)) continue;
      if (typeof element.name === 'string') titles.set(element.name, element.title);
      walk(element.elements);
    }
  };
  walk(definition.pages);
  return titles;
}

export interface AnswerRow {
  code: string;
  /** English title from the definition. */
  title: string;
  /** Title in the current language, when it is not English and the definition has it. */
  localTitle: string | null;
  answer: Detail['answers'][number] | null;
  failedChecks: string[];
  thread: Detail['threads'][number] | null;
  edits: Detail['edits'];
}

export interface PageGroup {
  page: string;
  title: string;
  localTitle: string | null;
  rows: AnswerRow[];
}

/**
 * The questions that have something for staff (an answer, a failed check, a thread or an edit), grouped by page in
 * the definition's order. Codes the definition no longer has come last under their own group.
 */
export function groupAnswers(detail: Detail, language: string): PageGroup[] {
  const titles = titlesOf(detail.definition);
  const local = (raw: unknown) => (surveyLocale(language) === 'default' ? null : localizedText(raw, language));
  const answers = new Map(detail.answers.map((a) => [a.code, a]));
  const threads = new Map(detail.threads.map((t) => [t.code, t]));
  const relevant = new Set([
    ...answers.keys(),
    ...threads.keys(),
    ...detail.failedChecks.map((c) => c.code),
    ...detail.edits.map((e) => e.code),
  ]);
  const row = (code: string, title: string): AnswerRow => ({
    code,
    title,
    localTitle: local(titles.get(code)),
    answer: answers.get(code) ?? null,
    failedChecks: detail.failedChecks.filter((c) => c.code === code).map((c) => c.check),
    thread: threads.get(code) ?? null,
    edits: detail.edits.filter((e) => e.code === code),
  });

  const groups: PageGroup[] = [];
  for (const question of questionsOf(detail.definition)) {
    if (!relevant.has(question.name)) continue;
    relevant.delete(question.name);
    let group = groups.find((g) => g.page === question.page);
    if (!group) {
      const rawTitle = titles.get(question.page);
      group = {
        page: question.page,
        title: localizedText(rawTitle, 'en') ?? question.page,
        localTitle: local(rawTitle),
        rows: [],
      };
      groups.push(group);
    }
    group.rows.push(row(question.name, question.title));
  }
  if (relevant.size > 0) {
    groups.push({ page: '', title: '', localTitle: null, rows: [...relevant].map((code) => row(code, code)) });
  }
  return groups;
}
