import type { AdminLabDetail } from '@labbench/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { labs } from '../db/schema/index.ts';
import type { LabRow } from '../db/schema/index.ts';
import { adminFailures } from './admin-failures.ts';

/** `%` and `_` in a search are letters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A lab as the staff screens show it. */
export function toLabDetail(lab: LabRow): AdminLabDetail {
  return {
    labId: lab.id,
    nameOfInstuation: lab.name,
    labNameInLocalLang: lab.nameLocal,
    labBranchName: lab.branch,
    labDepartment: lab.department,
    address: lab.address,
    state: lab.state,
    countryCode: lab.countryCode,
    status: lab.status,
    labCode: lab.labCode,
    version: lab.version,
    createdAt: lab.createdAt.toISOString(),
    registered: {
      classification: lab.classification,
      sizeClass: lab.sizeClass,
      beds: lab.beds,
      street: lab.street,
      postalCode: lab.postalCode,
      cahoAccredited: lab.cahoAccredited,
      rexisNo: lab.rexisNo,
      surveyType: lab.surveyType,
    },
  };
}

/** What the audit trail keeps of a lab: its fields by the names staff edit them under (not the registration's). */
export function auditedLab(lab: LabRow): Record<string, unknown> {
  const { labId: _id, version: _version, createdAt: _created, registered: _r, ...fields } = toLabDetail(lab);
  return fields;
}

/**
 * A live (not archived) lab, locked for the rest of the transaction so two saves cannot both pass the version check;
 * a lab that is not there, or archived, is "not found" (D57).
 */
export async function lockLiveLab(db: Database, labId: string): Promise<LabRow> {
  const [lab] = await db
    .select()
    .from(labs)
    .where(and(eq(labs.id, labId), isNull(labs.archivedAt)))
    .for('update');
  if (!lab) throw adminFailures.notFound();
  return lab;
}

/** D58: a save based on another version than the record's is refused. */
export function assertVersion(record: { version: number }, basedOn: number): void {
  if (record.version !== basedOn) throw adminFailures.recordChanged();
}

/** The lab audit entries name, kept as code too so they read after the lab is gone. */
export const auditLabRef = (lab: Pick<LabRow, 'id' | 'labCode'>) => ({ id: lab.id, labCode: lab.labCode });
