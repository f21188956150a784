import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { ATTENTION_FIGURES, attentionHref } from '../attention-links.ts';
import type { AttentionFigure } from '../attention-links.ts';
import classes from './staff.module.css';

type CategoryFigures = ResponseOf<'getStaffHome'>['categories'][number];

/** A figure: a link to the list behind it, or a quiet 0. */
function Figure({ row, figure, end }: { row: CategoryFigures; figure: AttentionFigure; end?: boolean }) {
  const { t } = useTranslation();
  const count = row[figure];
  return (
    <Stack gap={2} align={end ? 'flex-end' : 'flex-start'}>
      {count > 0 ? (
        <Anchor
          component={Link}
          to={attentionHref(figure, row.category, row.round)}
          fw={700}
          className={classes.figure}
          aria-label={t('staff.home.figureLink', {
            figure: t(`staff.home.figures.${figure}`),
            category: t(`footer.surveyTypes.${row.category}`),
            count,
          })}
        >
          {count}
        </Anchor>
      ) : (
        <Text c="gray.6" className={classes.figure}>
          0
        </Text>
      )}
      {figure === 'awaitingValidation' && row.withFailedChecks > 0 && (
        <Text size="xs" c="orange.9">
          {t('staff.home.withFailedChecks', { count: row.withFailedChecks })}
        </Text>
      )}
    </Stack>
  );
}

function CategoryName({ row, heading }: { row: CategoryFigures; heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {heading ? (
        <Title order={3} size="h4">
          {t(`footer.surveyTypes.${row.category}`)}
        </Title>
      ) : (
        <Text fw={600}>{t(`footer.surveyTypes.${row.category}`)}</Text>
      )}
      <Group gap="xs">
        <Text size="sm" c="gray.7">
          {t('staff.home.round', { round: row.round })}
        </Text>
        {row.closed && (
          <Badge color="gray" variant="light" size="sm">
            {t('staff.home.closed')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

/** Desktop: one row a category, one column a figure. */
function AttentionTable({ rows }: { rows: CategoryFigures[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" striped withTableBorder data-testid="attention-table">
      <caption className={classes.caption}>{t('staff.home.attention.caption')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('staff.home.attention.category')}</Table.Th>
          {ATTENTION_FIGURES.map((figure) => (
            <Table.Th key={figure} scope="col" className={classes.figureHead}>
              {t(`staff.home.figures.${figure}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.category} data-category={row.category}>
            <Table.Th scope="row">
              <CategoryName row={row} />
            </Table.Th>
            {ATTENTION_FIGURES.map((figure) => (
              <Table.Td key={figure}>
                <Figure row={row} figure={figure} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phone: one card a category, its figures listed with their labels. */
function AttentionCards({ rows }: { rows: CategoryFigures[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="attention-cards">
      {rows.map((row) => (
        <Paper key={row.category} withBorder p="md" radius="md" data-category={row.category}>
          <CategoryName row={row} heading />
          <dl className={classes.figureList}>
            {ATTENTION_FIGURES.map((figure) => (
              <div key={figure} className={classes.figureItem}>
                <dt>{t(`staff.home.figures.${figure}`)}</dt>
                <dd>
                  <Figure row={row} figure={figure} end />
                </dd>
              </div>
            ))}
          </dl>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** What needs attention per category: a table from 62em (about 1000 px) up, cards below. */
export function AttentionFigures({ rows }: { rows: CategoryFigures[] }) {
  return (
    <>
      <div className={classes.wideOnly}>
        <AttentionTable rows={rows} />
      </div>
      <div className={classes.narrowOnly}>
        <AttentionCards rows={rows} />
      </div>
    </>
  );
}
