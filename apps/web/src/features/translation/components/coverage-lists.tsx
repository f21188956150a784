import { useId, useState } from 'react';
import { Badge, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import type { LanguageId, ResponseOf } from '@labbench/contract';
import { LANGUAGES, languageTag } from '@labbench/contract/constants';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMarkTranslationReviewed } from '../api/mark-translation-reviewed.ts';
import { translationEditor } from '../editor-store.ts';
import { LIST_STEP } from './coverage-language.ts';
import { ownText, useLanguageTexts, useStoredTexts } from './glossary-texts.ts';
import classes from './coverage.module.css';
import '@mantine/core/styles/Tabs.css';

type Coverage = ResponseOf<'getTranslationCoverage'>;
type Kind = 'untranslated' | 'identical' | 'review';
interface Item {
  translateKey: string;
  note?: string;
}

function MarkReviewedButton({ langId, translateKey, describedBy }: Item & { langId: LanguageId; describedBy: string }) {
  const { t } = useStoredTexts();
  const mark = useMarkTranslationReviewed();
  return (
    <Button
      size="xs"
      variant="outline"
      color="green"
      loading={mark.isPending}
      aria-describedby={describedBy}
      onClick={() =>
        mark.mutate(
          { langId, translateKey },
          {
            onSuccess: () => showToast({ type: 'success', message: t('translation.pages.coverage.reviewed') }),
            onError: (error) =>
              showToast({
                type: 'error',
                message: t(toApiCallError(error).error.message, { defaultValue: t('errors.processError') }),
              }),
          },
        )
      }
    >
      {t('translation.pages.coverage.markReviewed')}
    </Button>
  );
}

/** One key of a list: its name, the text to work on, and the buttons. */
function CoverageItem({ kind, item, langId }: { kind: Kind; item: Item; langId: LanguageId }) {
  const { t, i18n } = useStoredTexts();
  const nameId = useId();
  // An untranslated key has only its English text to show.
  const textLang = kind === 'untranslated' ? 'en' : langId;
  const text = ownText(i18n, textLang, item.translateKey);
  return (
    <li className={classes.item} data-key={item.translateKey}>
      <div className={classes.itemBody}>
        <code id={nameId} className={classes.keyName}>
          {item.translateKey}
        </code>
        {text !== undefined && (
          <Text size="sm" lang={languageTag(textLang)} className={classes.text}>
            {text}
          </Text>
        )}
        {item.note !== undefined && (
          <Text size="sm" c="orange.9" className={classes.text}>
            {t('translation.pages.coverage.note', { note: item.note })}
          </Text>
        )}
      </div>
      <div className={classes.actions}>
        <Button
          size="xs"
          variant="light"
          aria-describedby={nameId}
          onClick={() => translationEditor.open(item.translateKey)}
        >
          {t('translation.pages.translate')}
        </Button>
        {kind === 'review' && (
          <MarkReviewedButton langId={langId} translateKey={item.translateKey} describedBy={nameId} />
        )}
      </div>
    </li>
  );
}

function CoverageList({ kind, items, langId }: { kind: Kind; items: Item[]; langId: LanguageId }) {
  const { t } = useStoredTexts();
  const [shown, setShown] = useState(LIST_STEP);
  if (items.length === 0) {
    return (
      <Text c="gray.7" py="md">
        {t(`translation.pages.coverage.none.${kind}`)}
      </Text>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <ul className={classes.list} data-testid={`coverage-${kind}`}>
        {items.slice(0, shown).map((item) => (
          <CoverageItem key={item.translateKey} kind={kind} item={item} langId={langId} />
        ))}
      </ul>
      {items.length > shown && (
        <Button variant="subtle" onClick={() => setShown((n) => n + LIST_STEP)}>
          {t('translation.pages.coverage.showMore', { shown, total: items.length })}
        </Button>
      )}
    </Stack>
  );
}

/** The keys of one language that need work, by kind, each with the way into the editor. */
export function CoverageLists({ coverage, langId }: { coverage: Coverage; langId: LanguageId }) {
  const { t } = useStoredTexts();
  const [kind, setKind] = useState<Kind>('untranslated');
  const ready = useLanguageTexts(langId);
  const items: Record<Kind, Item[]> = {
    untranslated: coverage.untranslated.map((translateKey) => ({ translateKey })),
    identical: coverage.identical.map((translateKey) => ({ translateKey })),
    review: coverage.review,
  };
  const language = LANGUAGES.find((l) => l.id === langId)?.name ?? langId;

  return (
    <section aria-labelledby="coverage-lists" aria-busy={!ready}>
      <Title order={2} size="h3" id="coverage-lists" mb="sm">
        {t('translation.pages.coverage.listsOf', { language })}
      </Title>
      <Tabs value={kind} onChange={(next) => setKind((next as Kind | null) ?? 'untranslated')} keepMounted={false}>
        <Tabs.List>
          {(['untranslated', 'identical', 'review'] as const).map((k) => (
            <Tabs.Tab
              key={k}
              value={k}
              rightSection={
                <Badge variant="light" size="sm">
                  {items[k].length}
                </Badge>
              }
            >
              {t(`translation.pages.coverage.kinds.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['untranslated', 'identical', 'review'] as const).map((k) => (
          <Tabs.Panel key={k} value={k} pt="sm">
            <CoverageList kind={k} items={items[k]} langId={langId} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
