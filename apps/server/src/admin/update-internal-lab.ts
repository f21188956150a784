import { V } from '@labbench/contract';
import type { ParsedPayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { changedFields, recordAudit } from '../commands/audit.ts';
import { createStaffLab, isListedCountry, optionalText } from '../commands/labs.ts';
import type { Authenticated } from '../shared/sessions.ts';
import { adminFailures } from './admin-failures.ts';
import { assertVersion, auditedLab, auditLabRef, lockLiveLab } from './lab-records.ts';

type Payload = ParsedPayloadOf<'updateInternalLab'>;

async function createLab(db: Database, actor: Authenticated, payload: Payload) {
  return db.transaction(async (tx) => {
    const created = await createStaffLab(tx, payload);
    if (!created) throw adminFailures.labCodeTaken();
    const lab = await lockLiveLab(tx, created.id);
    await recordAudit(tx, actor, {
      action: 'lab.created',
      target: { type: 'lab', id: lab.id, label: lab.name },
      lab: auditLabRef(lab),
      after: auditedLab(lab),
    });
    return { labId: lab.id, labCode: lab.labCode, version: lab.version, status: 'Created' as const };
  });
}

async function updateLab(db: Database, actor: Authenticated, labId: string, version: number, payload: Payload) {
  return db.transaction(async (tx) => {
    const before = await lockLiveLab(tx, labId);
    assertVersion(before, version);
    if (payload.labCode && payload.labCode !== before.labCode) throw adminFailures.labCodeFixed();
    const values = {
      name: payload.nameOfInstuation.trim(),
      nameLocal: optionalText(payload.labNameInLocalLang),
      branch: optionalText(payload.labBranchName),
      department: optionalText(payload.labDepartment),
      address: optionalText(payload.address),
      state: payload.state,
      countryCode: payload.countryCode,
      status: payload.status,
    };
    const changes = changedFields(auditedLab(before), auditedLab({ ...before, ...values }));
    // A save that changes nothing is no change: same version, no audit entry.
    if (Object.keys(changes.after).length === 0)
      return { labId, labCode: before.labCode, version: before.version, status: 'Updated' as const };
    const [after] = await tx
      .update(labs)
      .set({ ...values, version: before.version + 1 })
      .where(eq(labs.id, labId))
      .returning();
    if (!after) throw adminFailures.notFound();
    await recordAudit(tx, actor, {
      action: 'lab.updated',
      target: { type: 'lab', id: after.id, label: after.name },
      lab: auditLabRef(after),
      ...changes,
    });
    return { labId: after.id, labCode: after.labCode, version: after.version, status: 'Updated' as const };
  });
}

/**
 * updateInternalLab (D59): without `labId` staff create a lab (status as chosen, code given or generated); with it
 * they update the lab, based on the version their form was loaded with (D58). Each writes its audit entry in the
 * same transaction.
 */
export const updateInternalLab: Handler<'updateInternalLab'> = async (payload, ctx) => {
  const actor = signedIn(ctx);
  if (!(await isListedCountry(ctx.db, payload.countryCode)))
    throw failures.invalidPayload([{ field: 'countryCode', message: V.countryRequired }]);
  const data =
    payload.labId === undefined
      ? await createLab(ctx.db, actor, payload)
      : await updateLab(ctx.db, actor, payload.labId, payload.version ?? 0, payload);
  return { data };
};
