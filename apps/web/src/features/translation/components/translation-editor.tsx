import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageTag, pluralFormOf } from '@labbench/contract';
import type { LanguageId, ResponseOf, StoredText } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { PROCESS_ERROR_KEY } from '../../../lib/call-failure.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useValueByLanguageKey } from '../api/get-value-by-language-key.ts';
import { canSave, draftOf, initialLanguages, problemsOf, textId, textsOf } from '../editor-drafts.ts';
import { translationEditor } from '../editor-store.ts';
import { framedModalProps } from '../frame-offset.ts';
import { useToolTexts } from '../tool-texts.ts';
import { useEditorSave } from '../use-editor-save.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import classes from './editor.module.css';
import { EditorText } from './editor-text.tsx';
import { HistoryModal } from './history-modal.tsx';

const nameOf = (lang: LanguageId) => LANGUAGES.find((l) => l.id === lang)?.name ?? lang;
const NO_VALUES: StoredText[] = [];

/** The translation editor of one key (§2, §4, §5), over everything else (modal z-index 1050, §9). */
export function TranslationEditor({ translateKey }: { translateKey: string }) {
  const t = useToolTexts();
  const query = useValueByLanguageKey(translateKey);
  const failureKey = query.isError ? toApiCallError(query.error).error.message : null;
  const small = useMediaQuery('(max-width: 48em)');
  const [framed] = useState(framedModalProps);
  const [asking, setAsking] = useState<'save' | 'leave' | null>(null);
  const editor = useEditorSave(query.data?.values ?? NO_VALUES, translationEditor.close, t('translation.editor.saved'));
  // §5: closing with unsaved texts asks first.
  const close = () => (editor.changed.length ? setAsking('leave') : translationEditor.close());

  return (
    <Modal
      opened
      onClose={close}
      title={t('translation.editor.title')}
      size="xl"
      zIndex={1050}
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...framed}
    >
      {query.data ? (
        <EditorBody
          translateKey={translateKey}
          value={query.data}
          editor={editor}
          onClose={close}
          onAskSave={() => setAsking('save')}
        />
      ) : failureKey !== null ? (
        <Alert color="red" role="alert">
          {t(
            failureKey.startsWith('translation.') || failureKey.startsWith('errors.') ? failureKey : PROCESS_ERROR_KEY,
          )}
        </Alert>
      ) : (
        <Center mih={160}>
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      )}
      <ConfirmDialog
        opened={asking === 'save'}
        title={t('translation.editor.confirmSaveTitle')}
        message={t('translation.editor.confirmSave')}
        confirmLabel={t('translation.editor.save')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setAsking(null);
          void editor.save(false);
        }}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'leave'}
        title={t('translation.editor.confirmLeaveTitle')}
        message={t('translation.editor.confirmLeave')}
        confirmLabel={t('translation.editor.leave')}
        cancelLabel={t('translation.editor.stay')}
        onConfirm={translationEditor.close}
        onCancel={() => setAsking(null)}
      />
    </Modal>
  );
}

interface BodyProps {
  translateKey: string;
  value: ResponseOf<'getValueByLanguageKey'>;
  editor: ReturnType<typeof useEditorSave>;
  onClose: () => void;
  onAskSave: () => void;
}

function EditorBody({ translateKey, value, editor, onClose, onAskSave }: BodyProps) {
  const t = useToolTexts();
  const { i18n } = useTranslation();
  const user = useSession()?.user;
  const [languages, setLanguages] = useState(() => initialLanguages(i18n.language));
  const [history, setHistory] = useState(false);
  const texts = textsOf(translateKey, languages, editor.stored);
  const englishLocked = !user?.viewEnglishtransBtn;
  const where = value.descriptionTranslateKey && i18n.exists(value.descriptionTranslateKey);

  const toggle = (lang: LanguageId) =>
    setLanguages((shown) =>
      shown.includes(lang)
        ? shown.length > 1
          ? shown.filter((l) => l !== lang)
          : shown
        : LANGUAGES.map((l) => l.id).filter((l) => l === lang || shown.includes(l)),
    );
  const save = (confirmWarnings: boolean) => {
    // §5: a save of several texts at once asks first.
    if (!confirmWarnings && editor.changed.length > 1) onAskSave();
    else void editor.save(confirmWarnings);
  };

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm" className={classes.key}>
          {t('translation.editor.key', { key: translateKey })}
        </Text>
        {where && (
          <Text size="sm" c="dimmed">
            {t(value.descriptionTranslateKey)}
          </Text>
        )}
      </Stack>
      <div role="group" aria-label={t('translation.editor.languages')} className={classes.languages}>
        {LANGUAGES.map(({ id }) => (
          <Button
            key={id}
            size="compact-sm"
            variant={languages.includes(id) ? 'filled' : 'default'}
            aria-pressed={languages.includes(id)}
            lang={languageTag(id)}
            onClick={() => toggle(id)}
          >
            {nameOf(id)}
          </Button>
        ))}
      </div>
      {editor.outcome && (
        <Alert color={editor.outcome.kind === 'refused' && editor.outcome.warningsOnly ? 'orange' : 'red'} role="alert">
          {editor.outcome.kind === 'failed'
            ? t(editor.outcome.messageKey)
            : editor.outcome.kind === 'conflict'
              ? t('translation.editor.conflict')
              : t(editor.outcome.warningsOnly ? 'translation.editor.warnings' : 'translation.editor.refused')}
        </Alert>
      )}
      {texts.map((text) => {
        const id = textId(text);
        const plural = pluralFormOf(text.translateKey);
        const live = problemsOf(text, editor.drafts, editor.stored);
        const fromServer =
          editor.outcome?.kind === 'refused'
            ? editor.outcome.problems.filter((p) => textId(p) === id && !live.some((l) => l.check === p.check))
            : [];
        const readOnly = text.langId === 'en' && englishLocked;
        return (
          <EditorText
            key={id}
            id={`translation-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`}
            label={
              plural
                ? t('translation.editor.pluralForm', {
                    language: nameOf(text.langId),
                    form: t(`translation.editor.pluralForms.${plural.category}`),
                  })
                : nameOf(text.langId)
            }
            lang={languageTag(text.langId)}
            value={draftOf(text, editor.drafts, editor.stored)}
            readOnly={readOnly}
            problems={readOnly ? [] : [...live, ...fromServer]}
            reviewNote={value.reviewMarks.find((m) => m.langId === text.langId)?.note ?? null}
            theirs={editor.theirs[id] ?? null}
            uiLanguage={i18n.language}
            onChange={(typed) => editor.type(text, typed)}
            onUseTheirs={() => editor.takeTheirs(text)}
            onKeepMine={() => editor.keepMine(text)}
          />
        );
      })}
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" onClick={() => setHistory(true)}>
          {t('translation.editor.viewHistory')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          {editor.outcome?.kind === 'refused' && editor.outcome.warningsOnly && (
            <Button color="orange" onClick={() => save(true)} loading={editor.saving}>
              {t('translation.editor.saveAnyway')}
            </Button>
          )}
          <Button onClick={() => save(false)} disabled={!canSave(editor.changed)} loading={editor.saving}>
            {t('translation.editor.save')}
          </Button>
        </Group>
      </Group>
      {history && <HistoryModal translateKey={translateKey} languages={languages} onClose={() => setHistory(false)} />}
    </Stack>
  );
}
