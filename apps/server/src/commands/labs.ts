import { DEFAULT_COUNTRY, storedLabDetails } from '@labbench/contract';
import type { ParsedPayloadOf } from '@labbench/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { countries, labs } from '../db/schema/index.ts';
import { newLabCode } from './lab-code.ts';

/** The lab step's fields, the same in every registration that creates a lab. */
export type LabFields = Pick<
  ParsedPayloadOf<'labRegistationFullAccess'>,
  | 'nameOfInstuation'
  | 'labNameInLocalLang'
  | 'labBranchName'
  | 'labDepartment'
  | 'address'
  | 'state'
  | 'countryCode'
  | 'laboratoryClassification'
  | 'laboratoryClass'
  | 'numberofBeds'
  | 'street'
  | 'postalCode'
  | 'cahoIndia'
  | 'rexisNo'
  | 'surveyType'
>;

/** Optional free text: an empty or blank entry is stored as no value. */
export function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** True for a country of the registration list: in the countries table, and not Worldwide. */
export async function isListedCountry(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: countries.code })
    .from(countries)
    .where(and(eq(countries.code, code), ne(countries.code, DEFAULT_COUNTRY)))
    .limit(1);
  return rows.length === 1;
}

/** One lab row with the code given; null when another lab has the code (the surrounding transaction stays usable). */
async function insertLab(db: Database, fields: LabFields, status: 'A' | 'P', labCode: string): Promise<string | null> {
  const [lab] = await db
    .insert(labs)
    .values({
      name: fields.nameOfInstuation.trim(),
      nameLocal: optionalText(fields.labNameInLocalLang),
      branch: optionalText(fields.labBranchName),
      department: optionalText(fields.labDepartment),
      address: optionalText(fields.address),
      street: optionalText(fields.street),
      postalCode: optionalText(fields.postalCode),
      ...storedLabDetails(fields),
      surveyType: fields.surveyType ?? null,
      state: fields.state,
      countryCode: fields.countryCode,
      status,
      labCode,
    })
    .onConflictDoNothing({ target: labs.labCode })
    .returning({ id: labs.id });
  return lab?.id ?? null;
}

/**
 * A new lab with status P (pending until staff accept it) and a generated code. A code already taken (40 random
 * bits make that rare) is drawn again.
 */
export async function createPendingLab(db: Database, fields: LabFields): Promise<string> {
  for (;;) {
    const id = await insertLab(db, fields, 'P', newLabCode());
    if (id) return id;
  }
}

/** What staff set on a new lab (D59): the lab fields, the status, and a code of their own or none. */
export interface StaffLabFields extends LabFields {
  status: 'A' | 'P';
  labCode?: string | undefined;
}

/**
 * A lab staff create: a given code is used as is (null when another lab, archived ones included, has it, D57);
 * without one a code is generated as for a registration.
 */
export async function createStaffLab(
  db: Database,
  fields: StaffLabFields,
): Promise<{ id: string; labCode: string } | null> {
  for (;;) {
    const labCode = fields.labCode || newLabCode();
    const id = await insertLab(db, fields, fields.status, labCode);
    if (id) return { id, labCode };
    if (fields.labCode) return null;
  }
}
