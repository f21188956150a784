import { useState } from 'react';
import { Alert, Anchor, Box, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { byPage } from '../submission-report.ts';
import type { ReportItem, SubmissionReport } from '../submission-report.ts';

export interface SubmitDialogState {
  /** Null while the form checks the answers. */
  report: SubmissionReport | null;
  sending: boolean;
  /** A failure to show (a message key), the answers being kept. */
  errorKey: string | null;
}

interface Props {
  state: SubmitDialogState | null;
  /** The survey as the lab knows it: "Histopathology lab 2026". */
  survey: string;
  labName: string;
  onGoto: (code: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** One question of the report: its title as a way to it, and a warning's reason under it. */
function ItemLink({ item, onGoto, reason }: { item: ReportItem; onGoto: (code: string) => void; reason?: string }) {
  return (
    <Box component="li">
      <Anchor component="button" type="button" ta="start" display="block" onClick={() => onGoto(item.code)}>
        {item.title}
      </Anchor>
      {reason && (
        <Text size="sm" c="gray.7">
          {reason}
        </Text>
      )}
    </Box>
  );
}

/** The report's questions page by page: the page's title, then its questions. */
function ItemList({
  items,
  label,
  onGoto,
  reasonOf,
}: {
  items: ReportItem[];
  label: string;
  onGoto: (code: string) => void;
  reasonOf?: (item: ReportItem) => string | undefined;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {byPage(items).map((group) => (
        <Box component="li" key={group.page}>
          {group.page && (
            <Text size="sm" fw={600}>
              {group.page}
            </Text>
          )}
          <Stack component="ul" gap={4} m={0} pl="lg">
            {group.items.map((item) => (
              <ItemLink key={item.code} item={item} onGoto={onGoto} reason={reasonOf?.(item)} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The confirmation every submission goes through, wherever its button is (D60): required answers missing are listed
 * (each leads to its question) and nothing can be submitted; otherwise the dialog names the survey and the lab, lists
 * the warnings, which the lab confirms, and submits.
 */
export function SubmitDialog(props: Props) {
  const { t } = useTranslation();
  const { state, survey, onClose } = props;
  const report = state?.report ?? null;
  const title = !report
    ? t('surveyForm.submit.checking')
    : report.missing.length > 0
      ? t('surveyForm.submit.missingTitle', { count: report.missing.length })
      : t('surveyForm.submit.confirmTitle', { survey });
  return (
    <Modal opened={state !== null} onClose={onClose} title={title} size="lg" centered>
      {state && <DialogBody {...props} state={state} />}
    </Modal>
  );
}

/** The dialog's content; it lives while the dialog is open, so a confirmation ticked once does not outlive it. */
function DialogBody({ state, survey, labName, onGoto, onConfirm, onClose }: Props & { state: SubmitDialogState }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const { report } = state;
  const missing = report?.missing ?? [];
  const warnings = report?.warnings ?? [];
  const blocked = missing.length > 0;

  return (
    <>
      {!report && (
        <Group justify="center" py="md">
          <Loader aria-label={t('surveyForm.submit.checking')} />
        </Group>
      )}
      {report && blocked && (
        <Stack gap="sm">
          <Text size="sm">{t('surveyForm.submit.missingText')}</Text>
          <ItemList items={missing} label={t('surveyForm.submit.missingList')} onGoto={onGoto} />
        </Stack>
      )}
      {report && !blocked && (
        <Stack gap="sm">
          <Text size="sm">{t('surveyForm.submit.confirmText', { survey, lab: labName })}</Text>
          {warnings.length > 0 && (
            <Alert
              color="yellow"
              variant="light"
              title={t('surveyForm.submit.warningsTitle', { count: warnings.length })}
            >
              <Stack gap="xs">
                <Text size="sm">{t('surveyForm.submit.warningsText')}</Text>
                <ItemList
                  items={warnings}
                  label={t('surveyForm.submit.warningsList')}
                  onGoto={onGoto}
                  reasonOf={(item) => item.message ?? (item.messageKey ? t(item.messageKey) : undefined)}
                />
                <Checkbox
                  label={t('surveyForm.submit.warningsConfirm')}
                  checked={checked}
                  onChange={(event) => setChecked(event.currentTarget.checked)}
                />
              </Stack>
            </Alert>
          )}
        </Stack>
      )}
      {state.errorKey && (
        <Text c="red.9" size="sm" role="alert" mt="sm">
          {t(state.errorKey)}
        </Text>
      )}
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose} disabled={state.sending}>
          {t(blocked ? 'surveyForm.submit.close' : 'surveyForm.submit.cancel')}
        </Button>
        {report && !blocked && (
          <Button onClick={onConfirm} loading={state.sending} disabled={warnings.length > 0 && !checked}>
            {t('surveyForm.submit.confirm')}
          </Button>
        )}
      </Group>
    </>
  );
}
