import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { recordKey, useLabAndUsers } from '../api/getlabanduser.ts';
import { LabDeleteDialog } from '../components/lab-delete-dialog.tsx';
import { LabRegistrationFacts } from '../components/registration-facts.tsx';
import { LabEditor } from '../components/lab-editor.tsx';
import { LabUsers } from '../components/lab-users.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StaffPage } from '../../../components/staff-page.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'admin.pages.lab.title' };

function NewLab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StaffPage title={t('admin.labs.new')} back={{ to: staffPaths.labs, label: t('admin.backToLabs') }}>
      <LabEditor
        lab={null}
        onCreated={(labId) => {
          showToast({ message: t('admin.lab.created'), type: 'success' });
          void navigate(staffPaths.lab(labId), { replace: true });
        }}
      />
    </StaffPage>
  );
}

function ExistingLab({ labId }: { labId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useLabAndUsers({ labId });
  const [deleting, setDeleting] = useState(false);
  const lab = record.data?.lab;
  const removal = record.data?.removal;
  return (
    <StaffPage
      title={lab?.nameOfInstuation ?? t('admin.pages.lab.title')}
      back={{ to: staffPaths.labs, label: t('admin.backToLabs') }}
      actions={
        lab &&
        removal && (
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            {t('admin.lab.delete')}
          </Button>
        )
      }
    >
      <QueryState isPending={record.isPending} error={record.error} />
      {lab && removal && (
        <Stack gap="lg">
          <LabEditor key={lab.labId} lab={lab} />
          <LabRegistrationFacts lab={lab} />
          <LabUsers labId={lab.labId} users={record.data?.users ?? []} />
          <LabDeleteDialog
            lab={lab}
            removal={removal}
            opened={deleting}
            onClose={() => setDeleting(false)}
            onChanged={() => {
              setDeleting(false);
              showToast({ message: t('admin.removal.changed'), type: 'error' });
              void queryClient.resetQueries({ queryKey: recordKey({ labId }) });
            }}
            onDeleted={(status) => {
              showToast({ message: t(`admin.removal.done.${status}`), type: 'success' });
              void navigate(staffPaths.labs, { replace: true });
            }}
          />
        </Stack>
      )}
    </StaffPage>
  );
}

/** /{company}-admin/labs/new and /{company}-admin/labs/:labId: create a lab, or edit, staff and delete one. */
export function Component() {
  const { labId } = useParams();
  return labId ? <ExistingLab key={labId} labId={labId} /> : <NewLab />;
}
