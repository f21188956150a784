import { useEffect, useMemo } from 'react';
import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Model } from 'survey-core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { surveyLocaleOf } from '@labbench/contract';
import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import { surveyPhase } from '@labbench/contract/rules';
import { answerSections } from '../answer-rows.ts';
import { formatDateTime, formatNumber } from '../format.ts';
import classes from './answers-view.module.css';

interface Props {
  data: ResponseOf<'loadSurveyResponse'>;
  /** The category's state and submission date; absent on a lab survey entry's summary (§4 `SC_WS`). */
  detail?: ResponseOf<'getSurveyDetailsOfLab'>['categories'][SurveyCategory];
  /** The category's page, to go back to; absent on an entry's summary, which has no way back into the form. */
  navigationUrl?: string;
}

/**
 * /survey/:category_name_code/answers (issue 14): every answer of the response, full height and read-only, by
 * question title and answer label in the reader's language, page by page as the form asked them; printable as the
 * answers alone (the header, the footer and the buttons stay off paper).
 */
export function AnswersView({ data, detail, navigationUrl }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const sections = useMemo(() => {
    const model = new Model(data.definition);
    model.locale = surveyLocaleOf(language);
    model.data = Object.fromEntries(data.answers.map((a) => [a.code, a.value]));
    return answerSections(model, (value) => formatNumber(value, language));
  }, [data, language]);

  useEffect(() => {
    document.body.classList.add(classes.printing ?? '');
    return () => document.body.classList.remove(classes.printing ?? '');
  }, []);

  return (
    <Container size="md" py="xl" className={classes.printRoot}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('survey.answers.title')}</Title>
          <Text fw={600}>
            {data.labName} · {t(`survey.categories.${data.category}`)} {data.round}
          </Text>
          {detail && <Text size="sm">{t(`survey.state.${surveyPhase(detail)}`)}</Text>}
          {detail?.submittedAt && (
            <Text size="sm" c="gray.7">
              {t('survey.answers.submittedOn', { date: formatDateTime(detail.submittedAt, language) })}
            </Text>
          )}
        </Stack>
        <Group gap="md" className={classes.noPrint}>
          <Button onClick={() => window.print()}>{t('survey.answers.print')}</Button>
          {navigationUrl && (
            <Anchor component={Link} to={navigationUrl}>
              {t('survey.answers.back')}
            </Anchor>
          )}
        </Group>
        {sections.map((section) => (
          <Box
            component="section"
            key={section.name}
            className={classes.section}
            aria-labelledby={`answers-${section.name}`}
          >
            <Title order={2} size="h4" id={`answers-${section.name}`} className={classes.sectionTitle} mb="xs">
              {section.title}
            </Title>
            {section.rows.map((row) => (
              <div key={row.code} className={classes.row} data-question={row.code}>
                <Text size="sm" className={classes.title}>
                  {row.title}
                </Text>
                <Text size="sm" className={row.value === null ? classes.unanswered : classes.value}>
                  {row.value ?? t('survey.answers.unanswered')}
                </Text>
              </div>
            ))}
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
