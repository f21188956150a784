import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../import-flow.ts';
import { orderedProblems } from '../problem-index.ts';

/** How many problems the list names; the preview marks all of them. */
const LISTED = 20;

/** Where a problem is, in words: the file, a row, or a row and column. */
export function useProblemPlace() {
  const { t } = useTranslation();
  return (problem: ImportProblem) =>
    problem.row === 0
      ? t('transfer.preview.file')
      : problem.column === null
        ? t('transfer.preview.row', { row: problem.row })
        : t('transfer.preview.rowColumn', { row: problem.row, column: problem.column });
}

/** The first problems found, errors first, each with its row, column and translated reason. */
export function ProblemList({ problems, leftOut }: { problems: readonly ImportProblem[]; leftOut: number }) {
  const { t } = useTranslation();
  const place = useProblemPlace();
  if (problems.length === 0) return null;
  const listed = orderedProblems(problems).slice(0, LISTED);
  const more = problems.length - listed.length + leftOut;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('transfer.preview.problemsTitle')}
      </Title>
      <List spacing={4} size="sm" aria-label={t('transfer.preview.problemsTitle')} style={{ overflowWrap: 'anywhere' }}>
        {listed.map((problem, i) => (
          <List.Item
            key={`${problem.row}-${problem.column ?? ''}-${problem.message}-${i}`}
            data-severity={problem.severity}
          >
            <Text span fw={600} c={problem.severity === 'error' ? 'red.8' : 'yellow.9'}>
              {problem.severity === 'error' ? t('transfer.preview.error') : t('transfer.preview.warning')}
            </Text>{' '}
            <Text span fw={600}>
              {place(problem)}
            </Text>
            {': '}
            {t(problem.message, { defaultValue: problem.message })}
          </List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="sm" c="gray.7">
          {t('transfer.preview.moreProblems', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
