import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  STRING_ERROR_CODES,
  SURVEY_INCOMPLETE,
  SURVEY_INCOMPLETE_MESSAGE,
  missingAnswerFields,
} from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ApiFailure, failures } from '../api/errors.ts';
import type { Database } from '../db/client.ts';
import { labs, surveyAnswers, surveyDefinitions, surveyLinks, surveyResponses } from '../db/schema/index.ts';
import type { StoredAnswer, SurveyResponseRow } from '../db/schema/index.ts';
import { CacheKind } from '../shared/feed-cache.ts';

/** The form's path; a link is this path and its token (D35). */
export const SURVEY_FORM_PATH = '/survey-form/';
export const formUrl = (token: string) => `${SURVEY_FORM_PATH}${token}`;
/** 32 random bytes in base64url: a link is a credential (D35). */
export const newSurveyToken = () => randomBytes(32).toString('base64url');

const fail = (status: number, code: number | string, message: string) => new ApiFailure(status, { code, message });

/** The survey domain's business answers; message keys live under `errors.` like every other. */
export const surveyFailures = {
  /** Code 114 (§8): an outcome, status 200, that stops the §4 link polling. */
  surveyExists: () => fail(200, ERROR_CODES.surveyExists, 'errors.surveyExists'),
  linkUnknown: () => fail(404, STRING_ERROR_CODES.surveyLinkUnknown, 'errors.surveyLinkUnknown'),
  linkRevoked: () => fail(410, STRING_ERROR_CODES.surveyLinkRevoked, 'errors.surveyLinkRevoked'),
  roundClosed: () => fail(410, STRING_ERROR_CODES.surveyRoundClosed, 'errors.surveyRoundClosed'),
  submitted: () => fail(409, STRING_ERROR_CODES.surveySubmitted, 'errors.surveySubmitted'),
  invalidState: () => fail(409, STRING_ERROR_CODES.invalidState, 'errors.invalidState'),
  notFound: () => fail(404, STRING_ERROR_CODES.notFound, 'errors.notFound'),
  unknownLabCode: () => fail(404, STRING_ERROR_CODES.unknownLabCode, 'errors.unknownLabCode'),
  wrongSite: () => fail(409, STRING_ERROR_CODES.wrongSite, 'errors.wrongSite'),
  /** A submission with required answers missing (D60): 409 naming each missing answer; nothing changed. */
  incomplete: (codes: readonly string[]) =>
    new ApiFailure(409, {
      code: SURVEY_INCOMPLETE,
      message: SURVEY_INCOMPLETE_MESSAGE,
      fields: missingAnswerFields(codes),
    }),
};

export interface SurveyRound {
  round: number;
  definition: Record<string, unknown>;
  closedAt: Date | null;
}

/** A category's current round: the latest it has (D36); null when no definition was ever seeded. */
export async function currentRound(db: Database, category: SurveyCategory): Promise<SurveyRound | null> {
  const [row] = await db
    .select({
      round: surveyDefinitions.round,
      definition: surveyDefinitions.definition,
      closedAt: surveyDefinitions.closedAt,
    })
    .from(surveyDefinitions)
    .where(eq(surveyDefinitions.category, category))
    .orderBy(desc(surveyDefinitions.round))
    .limit(1);
  return row ?? null;
}

/**
 * Survey definitions as stored, per process while the change feed is live (D78): every save checks its answers
 * against one, so the parsed JSON is kept rather than read again; a text edit or a round closed notifies `rounds`.
 */
const storedDefinitions = new CacheKind<Pick<SurveyRound, 'definition' | 'closedAt'> | null>({
  max: 200,
  prefixes: ['rounds'],
  clearOn: ['rounds'],
  keep: (stored) => stored !== null,
});
const knownRounds = new CacheKind<Map<SurveyCategory, number>>({ max: 1, prefixes: ['rounds'], clearOn: ['rounds'] });

function storedDefinition(db: Database, category: SurveyCategory, round: number) {
  return storedDefinitions.get(db, `${category} ${round}`, async () => {
    const [row] = await db
      .select({ definition: surveyDefinitions.definition, closedAt: surveyDefinitions.closedAt })
      .from(surveyDefinitions)
      .where(and(eq(surveyDefinitions.category, category), eq(surveyDefinitions.round, round)));
    // Shared by every request of the process from now on: frozen, so no reader can change it for the others.
    return row ? { closedAt: row.closedAt, definition: deepFreeze(row.definition) } : null;
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The current round of every category that has one. */
export async function currentRounds(db: Database): Promise<Map<SurveyCategory, number>> {
  const rows = await db
    .select({
      category: surveyDefinitions.category,
      round: sql<number>`max(${surveyDefinitions.round})`.mapWith(Number),
    })
    .from(surveyDefinitions)
    .groupBy(surveyDefinitions.category);
  return new Map(rows.map((r) => [r.category, r.round]));
}

/** The lab with that code, or null. */
export async function labByCode(db: Database, labCode: string) {
  const [lab] = await db
    .select({
      id: labs.id,
      name: labs.name,
      nameLocal: labs.nameLocal,
      labCode: labs.labCode,
      countryCode: labs.countryCode,
      status: labs.status,
    })
    .from(labs)
    .where(eq(labs.labCode, labCode))
    .limit(1);
  return lab ?? null;
}

/** The lab a lab-scoped payload names; the dispatcher has admitted the caller, so a missing lab is the same 403 (D32). */
export async function namedLab(db: Database, labCode: string) {
  const lab = await labByCode(db, labCode);
  if (!lab) throw failures.forbidden();
  return lab;
}

/** The live (not revoked) link of a response, or null. */
export async function liveLinkOf(db: Database, responseId: string) {
  const [link] = await db
    .select({ id: surveyLinks.id, token: surveyLinks.token })
    .from(surveyLinks)
    .where(and(eq(surveyLinks.responseId, responseId), isNull(surveyLinks.revokedAt)))
    .limit(1);
  return link ?? null;
}

/** The lab's response of one category and round, or null. */
export async function responseOf(db: Database, labId: string, category: SurveyCategory, round: number) {
  const [row] = await db
    .select()
    .from(surveyResponses)
    .where(
      and(eq(surveyResponses.labId, labId), eq(surveyResponses.category, category), eq(surveyResponses.round, round)),
    )
    .limit(1);
  return row ?? null;
}

export interface ResponseWithLink {
  response: SurveyResponseRow;
  token: string;
  round: number;
}

/**
 * The lab's response of the category's current round and its live link, both made on first ask. The response row is
 * locked while the link is looked for, so two first asks at once make one link. A closed round makes nothing.
 */
export async function ensureResponseAndLink(
  db: Database,
  labId: string,
  category: SurveyCategory,
  userId: string | null,
): Promise<ResponseWithLink> {
  const current = await currentRound(db, category);
  if (!current) throw surveyFailures.notFound();
  const existing = await responseOf(db, labId, category, current.round);
  if (!existing && current.closedAt) throw surveyFailures.roundClosed();
  return db.transaction(async (tx) => {
    await tx
      .insert(surveyResponses)
      .values({ labId, category, round: current.round })
      .onConflictDoNothing({ target: [surveyResponses.labId, surveyResponses.category, surveyResponses.round] });
    const [response] = await tx
      .select()
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.labId, labId),
          eq(surveyResponses.category, category),
          eq(surveyResponses.round, current.round),
        ),
      )
      .for('update');
    if (!response) throw surveyFailures.notFound();
    const live = await liveLinkOf(tx, response.id);
    if (live) return { response, token: live.token, round: current.round };
    const token = newSurveyToken();
    await tx.insert(surveyLinks).values({ responseId: response.id, token, createdBy: userId });
    return { response, token, round: current.round };
  });
}

/** Ends the response's live link and makes a new one (D35); returns the new token. */
export async function replaceLink(db: Database, responseId: string, userId: string | null): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(surveyLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(surveyLinks.responseId, responseId), isNull(surveyLinks.revokedAt)));
    const token = newSurveyToken();
    await tx.insert(surveyLinks).values({ responseId, token, createdBy: userId });
    return token;
  });
}

export interface LinkedResponse {
  linkId: string;
  response: SurveyResponseRow;
  definition: Record<string, unknown>;
  labName: string;
  labCode: string | null;
}

/**
 * The response a form link opens. An unknown token, a revoked link and a link of a finished round (an earlier round
 * than the category's latest, or one staff closed) each answer their own error (D35, D36).
 */
export async function responseByToken(db: Database, token: string): Promise<LinkedResponse> {
  const [row] = await db
    .select({
      linkId: surveyLinks.id,
      revokedAt: surveyLinks.revokedAt,
      response: surveyResponses,
      labName: labs.name,
      labCode: labs.labCode,
    })
    .from(surveyLinks)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyLinks.responseId))
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(eq(surveyLinks.token, token))
    .limit(1);
  if (!row) throw surveyFailures.linkUnknown();
  if (row.revokedAt) throw surveyFailures.linkRevoked();
  const [stored, latest] = await Promise.all([
    storedDefinition(db, row.response.category, row.response.round),
    knownRounds.get(db, 'latest', () => currentRounds(db)),
  ]);
  if (!stored) throw surveyFailures.notFound();
  if (stored.closedAt || (latest.get(row.response.category) ?? 0) > row.response.round) throw surveyFailures.roundClosed();
  const { linkId, response, labName, labCode } = row;
  return { linkId, response, definition: stored.definition, labName, labCode };
}

/**
 * Links as saves find them, per process while the change feed is live (D78): a link revoked, its response's state
 * changed or the lab's record changed notify `lab-code:<code>`, a round closed `rounds`. A save reads only what those
 * keep true (the response's id, category and round, the link, the definition); the status is checked again under
 * the save's row lock.
 */
const linksOfSaves = new CacheKind<LinkedResponse>({
  max: 5_000,
  prefixes: ['lab-code:', 'rounds'],
  clearOn: ['rounds'],
  topicsOf: (linked) => (linked.labCode ? [`lab-code:${linked.labCode}`] : []),
  keep: (linked) => linked.labCode !== null,
});

export function linkedResponseForSave(db: Database, token: string): Promise<LinkedResponse> {
  return linksOfSaves.get(db, token, () => responseByToken(db, token));
}

/** A response's answers as a code → value map (what the checks and processing read). */
export async function answersOf(db: Database, responseId: string): Promise<Record<string, StoredAnswer>> {
  const rows = await db
    .select({ code: surveyAnswers.code, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.responseId, responseId));
  return Object.fromEntries(rows.map((r) => [r.code, r.value]));
}
