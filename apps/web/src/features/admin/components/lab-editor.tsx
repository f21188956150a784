import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { adminLabFormSchema } from '@labbench/contract';
import type { AdminLabDetail, AdminLabFormValues } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showServerFieldMessages } from '../../../lib/field-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { getlabanduser } from '../api/getlabanduser.ts';
import { useSaveLab } from '../api/update-internal-lab.ts';
import { adminFailure } from '../admin-failure.ts';
import { LAB_FORM_FIELDS, labFormValues, labPayload } from '../lab-form-values.ts';
import { mergeOnto, recordConflicts } from '../record-conflict.ts';
import type { FieldConflict } from '../record-conflict.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { LabFields } from './lab-fields.tsx';

type Field = (typeof LAB_FORM_FIELDS)[number];
const SERVER_FIELDS = [...LAB_FORM_FIELDS, 'labCode'] as const;
const LABELS: Record<Field, string> = {
  nameOfInstuation: 'admin.lab.name',
  labNameInLocalLang: 'admin.lab.localName',
  labBranchName: 'admin.lab.branch',
  labDepartment: 'admin.lab.department',
  address: 'admin.lab.address',
  state: 'admin.lab.state',
  countryCode: 'admin.lab.country',
  status: 'admin.lab.status',
};

/** A field's value as the conflict notice shows it: translated for the country and the status. */
function shown(field: Field, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  if (field === 'status') return i18next.t(`admin.status.${value}`);
  if (field === 'countryCode') return i18next.t(`countries.${value}`, { defaultValue: value });
  return value;
}

/**
 * The lab form: a new lab (`lab` null) is created and handed to `onCreated`; an existing one is saved based on the
 * version it was loaded with (D58). A save refused because someone else saved first shows their values beside the
 * user's edits, which stay until the user chooses.
 */
export function LabEditor({ lab, onCreated }: { lab: AdminLabDetail | null; onCreated?: (labId: string) => void }) {
  const { t } = useTranslation();
  const save = useSaveLab();
  // What the form was loaded with, and the version its next save is based on (read by handlers only).
  const [initial] = useState(() => labFormValues(lab));
  const base = useRef({ values: initial, version: lab?.version ?? 0 });
  const [conflict, setConflict] = useState<{ theirs: AdminLabDetail; list: FieldConflict<Field>[] } | null>(null);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const form = useForm<AdminLabFormValues>({
    resolver: zodResolver(adminLabFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const showConflict = async (labId: string) => {
    const current = await getlabanduser({ labId }).catch(() => null);
    if (!current?.lab) return setFailure({ messageKey: 'admin.errors.notFound', code: null });
    const list = recordConflicts(LAB_FORM_FIELDS, base.current.values, labFormValues(current.lab), form.getValues());
    setConflict({ theirs: current.lab, list });
  };

  const submit = async (values: AdminLabFormValues) => {
    const { version } = base.current;
    setFailure(null);
    try {
      const saved = await save.mutateAsync(labPayload(values, lab && { labId: lab.labId, version }));
      if (!lab) return onCreated?.(saved.labId);
      base.current = { values, version: saved.version };
      form.reset(values);
      showToast({ message: t('admin.lab.saved'), type: 'success' });
    } catch (error) {
      const outcome = adminFailure(toApiCallError(error), SERVER_FIELDS, (key) => i18next.exists(key));
      if (outcome.kind === 'conflict' && lab) return showConflict(lab.labId);
      if (outcome.kind === 'fields') return showServerFieldMessages(form.setError, outcome.fields);
      setFailure(outcome.kind === 'message' ? outcome : { messageKey: 'admin.errors.notFound', code: null });
    }
  };

  const keepMine = () => {
    if (!conflict) return;
    const theirs = labFormValues(conflict.theirs);
    const merged = mergeOnto(LAB_FORM_FIELDS, base.current.values, theirs, form.getValues());
    base.current = { values: theirs, version: conflict.theirs.version };
    setConflict(null);
    form.reset(merged, { keepDefaultValues: true });
    void form.handleSubmit(submit)();
  };

  const takeTheirs = () => {
    if (!conflict) return;
    const theirs = labFormValues(conflict.theirs);
    base.current = { values: theirs, version: conflict.theirs.version };
    setConflict(null);
    form.reset(theirs);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        noValidate
        aria-label={t('admin.lab.formLabel')}
      >
        <Stack gap="md">
          {conflict && (
            <ConflictNotice
              conflicts={conflict.list}
              label={(field) => t(LABELS[field])}
              format={shown}
              onKeepMine={keepMine}
              onTakeTheirs={takeTheirs}
            />
          )}
          <LabFields form={form} labCode={lab ? (lab.labCode ?? '—') : null} />
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {lab ? t('admin.save') : t('admin.lab.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
