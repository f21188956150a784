import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { recordAudit } from '../commands/audit.ts';
import { labByCode, surveyFailures } from '../commands/survey-responses.ts';

/**
 * Staff start viewing a lab's portal as the lab sees it (§2 view-as-lab banner): the lab's name and code for the
 * banner, and an audit entry, since staff then read what only the lab and staff may read (issue 14 item 5).
 */
export const startViewAsLab: Handler<'startViewAsLab'> = async ({ labCode }, ctx) => {
  const lab = await labByCode(ctx.db, labCode);
  if (!lab?.labCode) throw surveyFailures.unknownLabCode();
  await recordAudit(ctx.db, signedIn(ctx), {
    action: 'viewAsLab.started',
    target: { type: 'lab', id: lab.id, label: lab.name },
    lab: { id: lab.id, labCode: lab.labCode },
  });
  return { data: { labId: lab.id, labCode: lab.labCode, labName: lab.name } };
};
