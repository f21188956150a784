import type { PayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import { dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

/** The lab form of a new lab in Thailand. */
export const newLab = (overrides: Partial<PayloadOf<'updateInternalLab'>> = {}): PayloadOf<'updateInternalLab'> => ({
  nameOfInstuation: 'Riverside Laboratory',
  labNameInLocalLang: 'ห้องปฏิบัติการริมน้ำ',
  labBranchName: 'North',
  labDepartment: 'Chemistry',
  address: '1 River Road',
  state: 'Bangkok',
  countryCode: 'TH',
  status: 'A',
  ...overrides,
});

/** The staff fields of a new lab user. */
export const newUser = (overrides: Partial<PayloadOf<'createUser'>> = {}): PayloadOf<'createUser'> => ({
  email: `new-${Math.random().toString(36).slice(2, 10)}@test.example`,
  firstName: 'Nina',
  lastName: 'New',
  userType: 'external',
  language: 'th',
  permissions: [],
  viewDownloadBtn: true,
  viewEnglishtransBtn: false,
  isSuperUser: false,
  ...overrides,
});

/** A staff account of its own and its token. */
export async function staffSession(t: TestApp): Promise<{ id: string; email: string; token: string }> {
  const staff = await t.createUser({ userType: 'internal' });
  return { ...staff, token: await t.tokenFor(staff.email) };
}

/** Creates a lab through updateInternalLab; answers its id, code and version. */
export async function createLab(t: TestApp, token: string, overrides: Partial<PayloadOf<'updateInternalLab'>> = {}) {
  return dataOf(await t.call('updateInternalLab', newLab(overrides), { token }));
}

/** The audit entries of one target, oldest first. */
export const auditOf = (t: TestApp, targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.at);
