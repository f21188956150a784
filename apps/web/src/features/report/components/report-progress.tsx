import { Progress, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useTranslation } from 'react-i18next';

/** The download's progress bar: striped and moving while the server prints, then the share that has arrived. */
export function ReportProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" mb={4} aria-live="polite">
        {percent === null ? t('report.progress.preparing') : t('report.progress.downloading', { percent })}
      </Text>
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        aria-label={t('report.progress.label')}
        size="lg"
      />
    </div>
  );
}
