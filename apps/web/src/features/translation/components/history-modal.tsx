import { useState } from 'react';
import { Alert, Center, Loader, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguageId, languageTag } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { useTranslationLog } from '../api/get-translation-log.ts';
import { historyAction, isNoChange } from '../history-rows.ts';
import { framedModalProps } from '../frame-offset.ts';
import { useToolTexts } from '../tool-texts.ts';
import classes from './editor.module.css';

const ALL = 'all';

interface Props {
  translateKey: string;
  /** The languages the editor shows: the first is offered first. */
  languages: readonly LanguageId[];
  onClose: () => void;
}

/** The change history of a key (§2): Date, From, To, Action, Updated By; the no-change note; nothing found. */
export function HistoryModal({ translateKey, languages, onClose }: Props) {
  const t = useToolTexts();
  const { i18n } = useTranslation();
  const small = useMediaQuery('(max-width: 48em)');
  const [framed] = useState(framedModalProps);
  const [langId, setLangId] = useState<LanguageId | typeof ALL>(ALL);
  const query = useTranslationLog({ languageKey: translateKey, ...(langId === ALL ? {} : { langId }) });
  const dates = new Intl.DateTimeFormat(languageTag(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const rows = query.data?.rows ?? [];
  const none = t('translation.history.none');
  const offered = [...languages, ...LANGUAGES.map((l) => l.id).filter((l) => !languages.includes(l))];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('translation.history.title')}
      size="xl"
      zIndex={1060}
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...framed}
    >
      <Stack gap="sm">
        <Text size="sm" className={classes.key}>
          {t('translation.editor.key', { key: translateKey })}
        </Text>
        <NativeSelect
          label={t('translation.history.language')}
          value={langId}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setLangId(isLanguageId(value) ? value : ALL);
          }}
          data={[
            { value: ALL, label: t('translation.history.allLanguages') },
            ...offered.map((id) => ({ value: id, label: LANGUAGES.find((l) => l.id === id)?.name ?? id })),
          ]}
          maw={280}
        />
        {query.isPending ? (
          <Center mih={120}>
            <Loader role="progressbar" aria-label={t('common.loading')} />
          </Center>
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {t('errors.processError')}
          </Alert>
        ) : rows.length === 0 ? (
          <Text role="status">{t('translation.history.notFound')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('translation.history.date')}</Table.Th>
                  {langId === ALL && <Table.Th>{t('translation.history.language')}</Table.Th>}
                  <Table.Th>{t('translation.history.from')}</Table.Th>
                  <Table.Th>{t('translation.history.to')}</Table.Th>
                  <Table.Th>{t('translation.history.action')}</Table.Th>
                  <Table.Th>{t('translation.history.updatedBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={`${row.changedAt}:${row.langId}:${row.translateKey}:${index}`}>
                    <Table.Td>{dates.format(new Date(row.changedAt))}</Table.Td>
                    {langId === ALL && <Table.Td>{LANGUAGES.find((l) => l.id === row.langId)?.name}</Table.Td>}
                    <Table.Td className={classes.cell} lang={languageTag(row.langId)}>
                      {row.from ?? none}
                    </Table.Td>
                    <Table.Td className={classes.cell} lang={languageTag(row.langId)}>
                      {row.to ?? none}
                      {isNoChange(row) && (
                        <Text span size="xs" c="dimmed" display="block" lang={languageTag(i18n.language)}>
                          ({t('translation.history.noChange')})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`translation.history.actions.${historyAction(row.action)}`)}</Table.Td>
                    <Table.Td className={classes.cell}>{row.changedBy ?? none}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
