import { LAB_CODE_COLUMN } from '@labbench/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { sheetFile } from './sheet-files.ts';

const HEADER = [
  LAB_CODE_COLUMN,
  'name',
  'name_local',
  'branch',
  'department',
  'country',
  'state',
  'address',
  'status',
  'archived_at',
  'created_at',
  'users',
];

/** Every lab as CSV or XLSX, archived ones included (marked by the date), by lab code. Recorded in the audit trail. */
export const exportLabList: Handler<'exportLabList'> = async (payload, ctx) => {
  const caller = signedIn(ctx);
  const { db } = ctx;
  const rows = await db
    .select({
      labCode: labs.labCode,
      name: labs.name,
      nameLocal: labs.nameLocal,
      branch: labs.branch,
      department: labs.department,
      countryCode: labs.countryCode,
      state: labs.state,
      address: labs.address,
      status: labs.status,
      archivedAt: labs.archivedAt,
      createdAt: labs.createdAt,
      users: count(users.id),
    })
    .from(labs)
    .leftJoin(users, eq(users.labId, labs.id))
    .groupBy(labs.id)
    .orderBy(asc(labs.labCode), asc(labs.id));
  await recordAudit(db, caller, {
    action: 'export.downloaded',
    target: { type: 'export', label: 'labs' },
    after: { kind: 'labs', format: payload.format, rows: rows.length },
  });
  return {
    data: sheetFile(payload.format, [
      {
        name: 'labs',
        rows: [
          HEADER,
          ...rows.map((r) => [
            r.labCode,
            r.name,
            r.nameLocal,
            r.branch,
            r.department,
            r.countryCode,
            r.state,
            r.address,
            r.status === 'A' ? 'active' : 'pending',
            r.archivedAt?.toISOString() ?? null,
            r.createdAt.toISOString(),
            r.users,
          ]),
        ],
      },
    ]),
  };
};
