import { Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { altchaLanguage } from './captcha-language.ts';
import type { AltchaWidgetProps } from './altcha-widget.tsx';

/** The widget's own texts per language (English is built in); each a small file loaded on demand. */
const WIDGET_TEXTS: Record<string, () => Promise<unknown>> = {
  ja: () => import('altcha/i18n/ja'),
  th: () => import('altcha/i18n/th'),
  ko: () => import('altcha/i18n/ko'),
  'zh-tw': () => import('altcha/i18n/zh-tw'),
  'zh-cn': () => import('altcha/i18n/zh-cn'),
  vi: () => import('altcha/i18n/vi'),
  de: () => import('altcha/i18n/de'),
  it: () => import('altcha/i18n/it'),
  id: () => import('altcha/i18n/id'),
  ru: () => import('altcha/i18n/ru'),
};

function loadWidgetTexts(language: string): Promise<unknown> {
  // Missing texts leave the widget in English: never a reason to fail the screen.
  return WIDGET_TEXTS[language]?.().catch(() => undefined) ?? Promise.resolve();
}

const AltchaWidget = lazy(async () => {
  const [widget] = await Promise.all([
    import('./altcha-widget.tsx'),
    loadWidgetTexts(altchaLanguage(i18next.language)),
  ]);
  return widget;
});

/**
 * The widget's height once drawn (altcha.css, its one line at any width), kept while its code loads: a page drawn by
 * the server shows the field before the widget can draw itself, and nothing below it moves when it does.
 */
const WIDGET_HEIGHT = 53;

export interface CaptchaFieldProps {
  /** The visible name of the check, which also names its group for assistive technology. */
  label: string;
  onChange: AltchaWidgetProps['onChange'];
}

/**
 * The proof-of-work check sent as `captcha` with the request. A solution is used once: after each attempt
 * the parent mounts a fresh field (a new `key`). An expired challenge is replaced here and solved again.
 */
export function CaptchaField({ label, onChange }: CaptchaFieldProps) {
  const labelId = useId();
  const { t, i18n } = useTranslation();
  const language = altchaLanguage(i18n.language);
  const [generation, setGeneration] = useState(0);
  const onExpired = useCallback(() => {
    onChange(null);
    setGeneration((g) => g + 1);
  }, [onChange]);
  // A language switched while the screen is open.
  useEffect(() => {
    void loadWidgetTexts(language);
  }, [language]);
  return (
    <div>
      <Text size="sm" fw="var(--mantine-font-weight-medium)" mb={6} id={labelId}>
        {label}
      </Text>
      <div role="group" aria-labelledby={labelId} style={{ minHeight: WIDGET_HEIGHT }}>
        <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t('password.captcha.loading')} />}>
          <AltchaWidget key={generation} language={language} onChange={onChange} onExpired={onExpired} />
        </Suspense>
      </div>
    </div>
  );
}
