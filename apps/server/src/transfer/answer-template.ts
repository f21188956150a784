import { LAB_CODE_COLUMN, NOTE_PREFIX, questionsOf } from '@labbench/contract';
import type { LanguageId, SurveyCategory, SurveyQuestion } from '@labbench/contract';
import { and, asc, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { labs, surveyResponses } from '../db/schema/index.ts';
import { choiceLabels, localized, questionElements, templateTexts } from './question-labels.ts';
import type { Sheet } from './sheet-files.ts';

const TEXT_KEYS = [
  'labCode',
  'required',
  'number',
  'text',
  'oneOf',
  'answers',
  'notes',
  'code',
  'question',
  'allowed',
  'noteRow',
] as const;
type Texts = Record<(typeof TEXT_KEYS)[number], string>;

/** What a question takes, in words: a number and its range, one of the choices (value and label), or text. */
function allowedOf(question: SurveyQuestion, choices: { value: string; text: string }[], t: Texts): string {
  if (question.type === 'radiogroup')
    return `${t.oneOf} ${choices.map((c) => (c.text === c.value ? c.value : `${c.value} (${c.text})`)).join(' | ')}`;
  if (question.inputType === 'number') {
    const range = question.min !== undefined || question.max !== undefined;
    return range ? `${t.number} ${question.min ?? ''}–${question.max ?? ''}` : t.number;
  }
  return question.maxLength !== undefined ? `${t.text} ≤ ${question.maxLength}` : t.text;
}

/** The codes of the labs a template lists: not archived, and without a submitted response of the category and round. */
async function templateLabCodes(db: Database, category: SurveyCategory, round: number): Promise<string[]> {
  const rows = await db
    .select({ labCode: labs.labCode })
    .from(labs)
    .where(
      and(
        isNull(labs.archivedAt),
        isNotNull(labs.labCode),
        notExists(
          db
            .select({ id: surveyResponses.id })
            .from(surveyResponses)
            .where(
              and(
                eq(surveyResponses.labId, labs.id),
                eq(surveyResponses.category, category),
                eq(surveyResponses.round, round),
                eq(surveyResponses.status, 'A'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(labs.labCode));
  return rows.flatMap((r) => (r.labCode ? [r.labCode] : []));
}

/**
 * A category's template for a round: the header of lab_code and every question code, a note row (first cell `#`)
 * of the questions in staff's language with what each takes, then one row per lab that may still receive answers.
 * XLSX adds a notes sheet listing the questions.
 */
export async function answerTemplate(
  db: Database,
  {
    category,
    round,
    definition,
    language,
  }: { category: SurveyCategory; round: number; definition: Record<string, unknown>; language: LanguageId },
): Promise<Sheet[]> {
  const t: Texts = await templateTexts(db, language, TEXT_KEYS);
  const elements = questionElements(definition);
  const questions = questionsOf(definition).map((question) => {
    const element = elements.get(question.name);
    const title = localized(element?.title, language, question.title);
    return { question, title, allowed: allowedOf(question, choiceLabels(element, language), t) };
  });
  const labels = questions.map(({ question, title, allowed }) =>
    [title, question.isRequired ? `(${t.required})` : null, allowed].filter(Boolean).join('\n'),
  );
  const labCodes = await templateLabCodes(db, category, round);
  const answers: Sheet = {
    name: t.answers,
    rows: [
      [LAB_CODE_COLUMN, ...questions.map(({ question }) => question.name)],
      [`${NOTE_PREFIX} ${t.labCode}`, ...labels],
      ...labCodes.map((code) => [code]),
    ],
  };
  const notes: Sheet = {
    name: t.notes,
    rows: [
      [t.code, t.question, t.required, t.allowed],
      ...questions.map(({ question, title, allowed }) => [
        question.name,
        title,
        question.isRequired ? t.required : '',
        allowed,
      ]),
      [],
      [t.noteRow],
    ],
  };
  return [answers, notes];
}
