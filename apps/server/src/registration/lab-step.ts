import { consentFor } from '@labbench/contract';
import type { ParsedPayloadOf } from '@labbench/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { HandlerContext } from '../api/handler.ts';
import type { Authenticated } from '../shared/sessions.ts';
import { users } from '../db/schema/index.ts';
import { registrationFailures } from '../commands/registration-failures.ts';
import { createPendingLab, isListedCountry } from '../commands/labs.ts';

type LabStep = ParsedPayloadOf<'labRegistationFullAccess'>;

/**
 * The lab step of a signed-in user: a pending lab with a code, attached to the caller, who becomes a full-site
 * (external) user with the consents of the lab's country. The attach only happens while the caller still has no
 * lab, so two submits at once cannot give one user two labs.
 */
export async function attachNewLab(payload: LabStep, ctx: HandlerContext, caller: Authenticated): Promise<void> {
  if (!(await isListedCountry(ctx.db, payload.countryCode))) throw registrationFailures.countryNotListed('countryCode');
  await ctx.db.transaction(async (tx) => {
    const labId = await createPendingLab(tx, payload);
    const attached = await tx
      .update(users)
      .set({
        labId,
        userType: caller.user.userType === 'contentreader' ? 'external' : caller.user.userType,
        countryCode: payload.countryCode,
        ...consentFor(payload.countryCode, payload),
        marketingConsent: payload.receiveMoreInfromation,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, caller.user.id), isNull(users.labId)))
      .returning({ id: users.id });
    if (attached.length === 0) throw failures.forbidden();
  });
}
