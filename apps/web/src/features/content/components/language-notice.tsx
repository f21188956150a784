import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { languageName } from '../content-format.ts';

/** Said when the text is shown in another language than the visitor's (D97: the visitor's, else English). */
export function LanguageNotice({
  wanted,
  shown,
  kind,
}: {
  wanted: LanguageId;
  shown: LanguageId;
  kind: 'article' | 'page';
}) {
  const { t } = useTranslation();
  if (wanted === shown) return null;
  return (
    <Alert color="blue" variant="light" role="note">
      {t(`content.languageNotice.${kind}`, { wanted: languageName(wanted), shown: languageName(shown) })}
    </Alert>
  );
}
