import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { StoredText, TranslationProblem } from '@labbench/contract';
import { languageTag } from '@labbench/contract';
import { useToolTexts } from '../tool-texts.ts';
import classes from './editor.module.css';
import { ProblemList } from './problem-list.tsx';

interface Props {
  id: string;
  label: string;
  /** BCP 47 tag of the text's language, for spelling and fonts. */
  lang: string;
  value: string;
  readOnly: boolean;
  problems: readonly TranslationProblem[];
  reviewNote: string | null;
  /** What another translator stored meanwhile (a Conflict answer), shown beside the typed text. */
  theirs: StoredText | null;
  uiLanguage: string;
  onChange: (value: string) => void;
  onUseTheirs: () => void;
  onKeepMine: () => void;
}

/** One language's text area with its problems, its review mark and, after a conflict, the other translator's text. */
export function EditorText(props: Props) {
  const t = useToolTexts();
  const { id, theirs, problems } = props;
  const notes = [
    props.readOnly ? t('translation.editor.englishReadOnly') : null,
    props.reviewNote !== null ? t('translation.editor.reviewMark', { note: props.reviewNote }) : null,
  ].filter((n) => n !== null);
  const when = theirs?.changedAt
    ? new Intl.DateTimeFormat(languageTag(props.uiLanguage), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(theirs.changedAt),
      )
    : '';

  return (
    <Stack gap={4}>
      <Textarea
        id={id}
        label={props.label}
        lang={props.lang}
        value={props.value}
        readOnly={props.readOnly}
        placeholder={props.readOnly ? t('translation.editor.englishReadOnly') : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        error={problems.some((p) => p.severity === 'error')}
        description={
          notes.length || problems.length ? (
            <>
              {notes.join(' · ')}
              <ProblemList problems={problems} />
            </>
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {theirs && (
        <Stack gap={6} className={classes.theirs} role="group" aria-labelledby={`${id}-theirs`}>
          <Text size="sm" fw={600} id={`${id}-theirs`}>
            {t('translation.editor.theirText', {
              name: theirs.changedBy ?? t('translation.editor.someone'),
              date: when,
            })}
          </Text>
          <Text size="sm" lang={props.lang}>
            {theirs.translation}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={props.onUseTheirs}>
              {t('translation.editor.useTheirs')}
            </Button>
            <Button size="xs" variant="subtle" onClick={props.onKeepMine}>
              {t('translation.editor.keepMine')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
