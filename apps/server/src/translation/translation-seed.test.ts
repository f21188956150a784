import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationReviews } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { seedReviewMarks } from './translation-seed.ts';

let t: TestApp;
let dir: string;
let file: string;
const warnings: string[] = [];
const log = { warn: (message: string) => void warnings.push(message) };
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'labbench-review-marks-'));
  file = join(dir, 'review-marks.json');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const marksOf = (translateKey: string) =>
  t.db
    .select({
      langId: translationReviews.langId,
      note: translationReviews.note,
      reviewedAt: translationReviews.reviewedAt,
    })
    .from(translationReviews)
    .where(eq(translationReviews.translateKey, translateKey))
    .orderBy(translationReviews.langId);

describe('seedReviewMarks', () => {
  it('adds nothing when the file is missing', async () => {
    expect(await seedReviewMarks(t.db, file, log)).toBe(0);
  });

  it("adds the file's marks, skipping unknown languages, keys that are no key and empty notes", async () => {
    await writeFile(
      file,
      JSON.stringify({
        th: { 'zzSeed.coreLab': 'core lab: ห้องปฏิบัติการหลัก', 'not a key!': 'x', 'zzSeed.empty': ' ' },
        zhcn: { 'zzSeed.coreLab': 'core lab: 核心实验室', 'survey:CL:2026:CL_TYPE:title': 'Check the wording' },
        xx: { 'zzSeed.coreLab': 'unknown language' },
      }),
    );
    expect(await seedReviewMarks(t.db, file, log)).toBe(3);
    expect(await marksOf('zzSeed.coreLab')).toEqual([
      { langId: 'th', note: 'core lab: ห้องปฏิบัติการหลัก', reviewedAt: null },
      { langId: 'zhcn', note: 'core lab: 核心实验室', reviewedAt: null },
    ]);
    expect(await marksOf('survey:CL:2026:CL_TYPE:title')).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringContaining('th not a key! is not a key with a note'),
      expect.stringContaining('th zzSeed.empty is not a key with a note'),
      expect.stringContaining('xx is not a language with notes'),
    ]);
  });

  it('never re-opens a mark a translator has reviewed, and adds marks new to the file', async () => {
    await t.db
      .update(translationReviews)
      .set({ reviewedAt: new Date() })
      .where(and(eq(translationReviews.langId, 'th'), eq(translationReviews.translateKey, 'zzSeed.coreLab')));
    await writeFile(file, JSON.stringify({ th: { 'zzSeed.coreLab': 'a new note', 'zzSeed.other': 'Check the tone' } }));
    expect(await seedReviewMarks(t.db, file, log)).toBe(1);
    const [thai] = await marksOf('zzSeed.coreLab');
    expect(thai?.note).toBe('core lab: ห้องปฏิบัติการหลัก');
    expect(thai?.reviewedAt).toBeInstanceOf(Date);
    expect(await marksOf('zzSeed.other')).toEqual([{ langId: 'th', note: 'Check the tone', reviewedAt: null }]);
  });

  it('warns about a file that is not JSON and adds nothing', async () => {
    await writeFile(file, '{ th: ');
    expect(await seedReviewMarks(t.db, file, log)).toBe(0);
    expect(warnings.at(-1)).toContain('is not valid JSON');
  });
});
