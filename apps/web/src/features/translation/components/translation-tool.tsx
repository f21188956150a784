import { Suspense, lazy, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslateMode } from '../../../i18n/translate-mode.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { translationEditor, useOpenEditorKey } from '../editor-store.ts';

// Each part when first needed: the pens with translate mode on, the editor once a text is opened.
const TranslationOverlay = lazy(async () => ({ default: (await import('./overlay.tsx')).TranslationOverlay }));
const TranslationEditor = lazy(async () => ({
  default: (await import('./translation-editor.tsx')).TranslationEditor,
}));

/**
 * The translation tool of a page, mounted for users with permission LT only (not on the China site): the editor,
 * whoever opens it (a pen, the glossary, the coverage lists), and where texts may be edited in place (`inPlace`:
 * not on report pages) with translate mode on, the marks and their pens. It brings its own query scope (the app's one
 * cache) and is the module's default export, so the layouts that mount it lazily carry as little of it as can be.
 */
export default function TranslationTool({ inPlace }: { inPlace: boolean }) {
  const marking = useTranslateMode() && inPlace;
  const openKey = useOpenEditorKey();

  useEffect(() => {
    if (!marking) return;
    let on = true;
    void import('../../../i18n/text-marks.ts').then(({ setTextMarks }) => {
      if (on) setTextMarks(true);
    });
    return () => {
      on = false;
      void import('../../../i18n/text-marks.ts').then(({ setTextMarks }) => setTextMarks(false));
    };
  }, [marking]);
  useEffect(() => () => translationEditor.close(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        {marking && <TranslationOverlay />}
        {openKey !== null && <TranslationEditor key={openKey} translateKey={openKey} />}
      </Suspense>
    </QueryClientProvider>
  );
}
