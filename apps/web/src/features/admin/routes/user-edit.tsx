import { useCallback, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLabAndUsers } from '../api/getlabanduser.ts';
import { NewUser } from '../components/new-user.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StaffPage } from '../../../components/staff-page.tsx';
import { UserDeleteDialog } from '../components/user-delete-dialog.tsx';
import { UserEditor } from '../components/user-editor.tsx';
import { UserOriginFacts } from '../components/registration-facts.tsx';
import { UserLab } from '../components/user-lab.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'admin.pages.user.title' };

/** /users/new, or /users/new?labId=… from a lab's page: the lab is then chosen already. */
function NewUserPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const labId = params.get('labId');
  const record = useLabAndUsers(labId ? { labId } : null);
  const back = labId
    ? { to: staffPaths.lab(labId), label: t('admin.newUser.backToLab') }
    : { to: staffPaths.users, label: t('admin.backToUsers') };
  return (
    <StaffPage title={t('admin.users.new')} back={back}>
      {labId && <QueryState isPending={record.isPending} error={record.error} />}
      {(!labId || record.data) && <NewUser lab={record.data?.lab ?? null} />}
    </StaffPage>
  );
}

function ExistingUser({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useLabAndUsers({ userId });
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A link changes the user's version: the form starts again from the record read after it.
  const [generation, setGeneration] = useState(0);
  const user = record.data?.users[0];
  const lab = record.data?.lab ?? null;
  const { refetch } = record;
  const reload = useCallback(async () => {
    await refetch();
    setGeneration((n) => n + 1);
  }, [refetch]);
  return (
    <StaffPage
      title={user ? `${user.firstName} ${user.lastName}` : t('admin.pages.user.title')}
      back={{ to: staffPaths.users, label: t('admin.backToUsers') }}
      actions={
        user && (
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            {t('admin.user.delete')}
          </Button>
        )
      }
    >
      <QueryState isPending={record.isPending} error={record.error} />
      {user && (
        <Stack gap="lg">
          <UserEditor key={generation} user={user} onSaved={() => void refetch()} onDirtyChange={setDirty} />
          <UserLab user={user} lab={lab} blocked={dirty} onLinked={() => void reload()} />
          <UserOriginFacts user={user} />
          <UserDeleteDialog
            user={user}
            lab={lab}
            opened={deleting}
            onClose={() => setDeleting(false)}
            onChanged={() => {
              setDeleting(false);
              showToast({ message: t('admin.errors.recordChanged'), type: 'error' });
              void reload();
            }}
            onDeleted={() => {
              showToast({ message: t('admin.userRemoval.done'), type: 'success' });
              void navigate(lab ? staffPaths.lab(lab.labId) : staffPaths.users, { replace: true });
            }}
          />
        </Stack>
      )}
    </StaffPage>
  );
}

/** /{company}-admin/users/new and /{company}-admin/users/:userId: create a user, or edit, link and delete one. */
export function Component() {
  const { userId } = useParams();
  return userId ? <ExistingUser key={userId} userId={userId} /> : <NewUserPage />;
}
