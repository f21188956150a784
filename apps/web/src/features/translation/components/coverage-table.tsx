import { Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageId, ResponseOf } from '@labbench/contract';
import { LANGUAGES, languageTag } from '@labbench/contract/constants';
import { translationPaths } from '../../../config/translation-paths.ts';
import classes from './coverage.module.css';

type Coverage = ResponseOf<'getTranslationCoverage'>;

const KINDS = ['untranslated', 'identical', 'review'] as const;

const nameOf = (langId: LanguageId) => LANGUAGES.find((l) => l.id === langId)?.name ?? langId;

/** Per language: how many texts are missing, identical to English, marked for review; each leads to its lists. */
export function CoverageTable({ coverage, selected }: { coverage: Coverage; selected: LanguageId | null }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(languageTag(i18n.language));
  return (
    <Table withTableBorder verticalSpacing="xs" className={classes.table} data-testid="coverage-table">
      <caption className={classes.caption}>
        {t('translation.pages.coverage.caption', { total: number.format(coverage.total) })}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('translation.pages.coverage.language')}</Table.Th>
          {KINDS.map((kind) => (
            <Table.Th key={kind} scope="col" className={classes.figure}>
              {t(`translation.pages.coverage.kinds.${kind}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {coverage.languages.map((row) => (
          <Table.Tr
            key={row.langId}
            data-lang={row.langId}
            className={row.langId === selected ? classes.selected : undefined}
          >
            <Table.Th scope="row">
              <Link
                to={translationPaths.coverageOf(row.langId)}
                lang={languageTag(row.langId)}
                aria-current={row.langId === selected ? 'true' : undefined}
                className={classes.languageLink}
              >
                {nameOf(row.langId)}
              </Link>
            </Table.Th>
            {KINDS.map((kind) => (
              <Table.Td key={kind} className={classes.figure} data-kind={kind}>
                {number.format(row[kind])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
