import { useMemo, useState } from 'react';
import i18next from 'i18next';
import type { StoredText, TranslationProblem } from '@labbench/contract';
import { reloadSavedTexts } from '../../i18n/saved-texts.ts';
import { toApiCallError } from '../../lib/api-client.ts';
import { PROCESS_ERROR_KEY } from '../../lib/call-failure.ts';
import { showToast } from '../../lib/toast.ts';
import { useUpdateTranslation } from './api/update-translation-by-language-key.ts';
import { canSave, changedTexts, savePayload, storedById, textId } from './editor-drafts.ts';
import type { EditorText } from './editor-drafts.ts';

/** What the last save answered, when it stored nothing. */
export type SaveOutcome =
  | { kind: 'refused'; problems: TranslationProblem[]; warningsOnly: boolean }
  | { kind: 'conflict' }
  | { kind: 'failed'; messageKey: string }
  | null;

/**
 * The editor's typed texts and its save (§4, §5): Refused keeps the texts and shows why; Conflict shows what the
 * other translator stored beside the typed text and saves over it next time only once the translator chose; Updated
 * reloads the page's texts and closes.
 */
export function useEditorSave(values: readonly StoredText[], onSaved: () => void, savedMessage: string) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  // Texts a Conflict answer told us about: they replace what the editor opened with.
  const [learned, setLearned] = useState<StoredText[]>([]);
  const [theirs, setTheirs] = useState<Record<string, StoredText>>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const stored = useMemo(() => storedById([...values, ...learned]), [values, learned]);
  const changed = changedTexts(drafts, stored);
  const mutation = useUpdateTranslation();

  const type = (text: EditorText, value: string) => {
    setDrafts((d) => ({ ...d, [textId(text)]: value }));
    if (outcome?.kind !== 'conflict') setOutcome(null);
  };

  const settle = (text: EditorText, value: string | null) => {
    const id = textId(text);
    if (value !== null) setDrafts((d) => ({ ...d, [id]: value }));
    const rest = Object.fromEntries(Object.entries(theirs).filter(([other]) => other !== id));
    setTheirs(rest);
    if (Object.keys(rest).length === 0) setOutcome(null);
  };

  const save = async (confirmWarnings: boolean) => {
    if (!canSave(changed) || mutation.isPending) return;
    try {
      const answer = await mutation.mutateAsync(savePayload(changed, confirmWarnings));
      if (answer.status === 'Updated') {
        showToast({ message: savedMessage, type: 'success' });
        await reloadSavedTexts([...new Set(changed.map((c) => c.translateKey))]);
        onSaved();
      } else if (answer.status === 'Refused') {
        const warningsOnly = answer.problems.every((p) => p.severity === 'warning');
        setOutcome({ kind: 'refused', problems: answer.problems, warningsOnly });
      } else {
        // The typed texts stay; the other translator's go beside those that differ from them.
        setLearned((l) => [...l, ...answer.current]);
        const typed = new Map(changed.map((c) => [textId(c), c.text.trim()]));
        const differing = answer.current.filter((c) => typed.has(textId(c)) && typed.get(textId(c)) !== c.translation);
        setTheirs(Object.fromEntries(differing.map((c) => [textId(c), c])));
        setOutcome(differing.length ? { kind: 'conflict' } : null);
      }
    } catch (error) {
      const { message } = toApiCallError(error).error;
      setOutcome({ kind: 'failed', messageKey: i18next.exists(message) ? message : PROCESS_ERROR_KEY });
    }
  };

  return {
    stored,
    drafts,
    changed,
    theirs,
    outcome,
    saving: mutation.isPending,
    type,
    /** Conflict: take the other translator's text. */
    takeTheirs: (text: EditorText) => settle(text, theirs[textId(text)]?.translation ?? null),
    /** Conflict: keep the typed text; the next save replaces theirs. */
    keepMine: (text: EditorText) => settle(text, null),
    save,
  };
}
