import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TERMINOLOGY } from '@labbench/contract';
import type { Term } from '@labbench/contract';
import { LANGUAGES, languageTag } from '@labbench/contract/constants';
import classes from './terminology.module.css';

const OTHER_LANGUAGES = LANGUAGES.filter((l) => l.id !== 'en');

function useConceptName() {
  const { t } = useTranslation();
  return (term: Term) =>
    t(`translation.pages.terminology.concepts.${term.concept}`, { defaultValue: term.terms.en ?? term.concept });
}

/** A language's agreed term, or a note that any wording passes the check. */
function AgreedTerm({ term, lang }: { term: Term; lang: (typeof LANGUAGES)[number]['id'] }) {
  const { t } = useTranslation();
  const agreed = term.terms[lang];
  if (agreed) return <span lang={languageTag(lang)}>{agreed}</span>;
  return (
    <Text span size="sm" c="gray.6">
      {t('translation.pages.terminology.free')}
    </Text>
  );
}

/** Desktop: one row a concept, one column a language. */
function TermTable() {
  const { t } = useTranslation();
  const conceptName = useConceptName();
  return (
    <Table.ScrollContainer
      minWidth={1100}
      className={classes.wideOnly}
      // Scrolled sideways by keyboard too (WCAG 2.1.1).
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
    >
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="sm"
        horizontalSpacing="xs"
        className={classes.table}
        data-testid="terminology-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('translation.pages.terminology.concept')}</Table.Th>
            {LANGUAGES.map((l) => (
              <Table.Th key={l.id} scope="col" lang={languageTag(l.id)}>
                {l.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TERMINOLOGY.map((term) => (
            <Table.Tr key={term.concept} data-concept={term.concept}>
              <Table.Th scope="row">{conceptName(term)}</Table.Th>
              {LANGUAGES.map((l) => (
                <Table.Td key={l.id}>
                  <AgreedTerm term={term} lang={l.id} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card a concept, its English term under the name and a line per language. */
function TermCards() {
  const conceptName = useConceptName();
  return (
    <Stack gap="sm" className={classes.narrowOnly} data-testid="terminology-cards">
      {TERMINOLOGY.map((term) => (
        <Paper key={term.concept} withBorder p="md" data-concept={term.concept}>
          <Title order={2} size="h4">
            {conceptName(term)}
          </Title>
          <Text size="sm" c="gray.7" lang="en">
            {term.terms.en}
          </Text>
          <dl className={classes.terms}>
            {OTHER_LANGUAGES.map((l) => (
              <div key={l.id} className={classes.termLine}>
                <dt lang={languageTag(l.id)}>{l.name}</dt>
                <dd>
                  <AgreedTerm term={term} lang={l.id} />
                </dd>
              </div>
            ))}
          </dl>
        </Paper>
      ))}
    </Stack>
  );
}

/** The terminology list (issue 15 item 5): one agreed term per concept and language. */
export function TerminologyTable() {
  return (
    <>
      <TermTable />
      <TermCards />
    </>
  );
}
