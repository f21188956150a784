import { Text } from '@mantine/core';
import { parseSurveyTextKey, textWidthLimit } from '@labbench/contract';
import type { TranslationProblem } from '@labbench/contract';
import { useToolTexts } from '../tool-texts.ts';
import classes from './editor.module.css';

type T = ReturnType<typeof useToolTexts>;

/** A placeholder as the translator writes it: `{{name}}` in interface texts, `{name}` in survey texts. */
function written(key: string, names: readonly string[]): string {
  const survey = parseSurveyTextKey(key) !== null;
  return names.map((n) => (survey ? `{${n}}` : `{{${n}}}`)).join(', ');
}

/** One problem in the translator's language (a placeholder problem may say two things). */
export function problemMessages(problem: TranslationProblem, t: T): string[] {
  const key = problem.translateKey;
  switch (problem.check) {
    case 'placeholders':
      return [
        ...(problem.missing?.length
          ? [t('translation.problems.placeholdersMissing', { list: written(key, problem.missing) })]
          : []),
        ...(problem.extra?.length
          ? [t('translation.problems.placeholdersExtra', { list: written(key, problem.extra) })]
          : []),
      ];
    case 'plurals':
      return [
        t('translation.problems.plurals', {
          list: (problem.missing ?? []).map((form) => t(`translation.editor.pluralForms.${form}`)).join(', '),
        }),
      ];
    case 'length':
      return [
        t('translation.problems.length', {
          place: t(`translation.problems.places.${textWidthLimit(key).place}`),
          width: problem.width ?? 0,
          limit: problem.limit ?? textWidthLimit(key).limit,
        }),
      ];
    case 'terminology':
      return [t('translation.problems.terminology', { term: problem.term ?? '' })];
    case 'markup':
    case 'identical':
      return [t(`translation.problems.${problem.check}`)];
  }
}

/**
 * Problems of one text as typed (and as the server found them), errors in red, warnings in orange. Phrasing content
 * only: it goes into the text area's description, which names it to screen readers.
 */
export function ProblemList({ problems }: { problems: readonly TranslationProblem[] }) {
  const t = useToolTexts();
  if (problems.length === 0) return null;
  return (
    <span className={classes.problems}>
      {problems.flatMap((problem) =>
        problemMessages(problem, t).map((message) => (
          <Text
            key={`${problem.check}:${message}`}
            span
            display="block"
            size="sm"
            c={problem.severity === 'error' ? 'red.8' : 'orange.9'}
          >
            {t(`translation.problems.${problem.severity}`)}: {message}
          </Text>
        )),
      )}
    </span>
  );
}
