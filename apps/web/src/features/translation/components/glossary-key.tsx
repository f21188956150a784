import { useId } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { languageTag } from '@labbench/contract/constants';
import { translationEditor } from '../editor-store.ts';
import type { GlossaryKey } from './glossary-filter.ts';
import { ownText, useStoredTexts } from './glossary-texts.ts';
import classes from './glossary.module.css';

/** One text key: where it appears, its name, its text in the translator's language, and the way into the editor. */
export function GlossaryKeyRow({ entry }: { entry: GlossaryKey }) {
  const { t, i18n } = useStoredTexts();
  const nameId = useId();
  const key = entry.translateKey;
  const lang = i18n.language;
  const own = ownText(i18n, lang, key);
  const isSurveyText = key.startsWith('survey:');

  return (
    <li className={classes.key}>
      <div className={classes.keyBody}>
        <Text size="xs" c="gray.7">
          {t(entry.descriptionTranslateKey)}
        </Text>
        <code id={nameId} className={classes.keyName}>
          {key}
        </code>
        {own !== undefined && (
          <Text size="sm" lang={languageTag(lang)} className={classes.text}>
            {own}
          </Text>
        )}
        {own === undefined && !isSurveyText && (
          <Text size="sm" className={classes.text}>
            <Badge color="orange" variant="light" size="sm" mr={6}>
              {t('translation.pages.glossary.untranslated')}
            </Badge>
            <span lang="en">{ownText(i18n, 'en', key)}</span>
          </Text>
        )}
        {isSurveyText && (
          <Text size="sm" c="gray.7">
            {t('translation.pages.glossary.surveyText')}
          </Text>
        )}
      </div>
      <Button
        size="xs"
        variant="light"
        className={classes.translate}
        aria-describedby={nameId}
        onClick={() => translationEditor.open(key)}
      >
        {t('translation.pages.translate')}
      </Button>
    </li>
  );
}
