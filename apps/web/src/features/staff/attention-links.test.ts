// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { staffPaths } from '../../config/staff-paths.ts';
import { attentionHref } from './attention-links.ts';

describe('attentionHref', () => {
  it('leads to the validation list filtered by category, round and status', () => {
    expect(attentionHref('awaitingValidation', 'HL', 2026)).toBe(
      `${staffPaths.validation}?category=HL&round=2026&status=pending`,
    );
    expect(attentionHref('returned', 'CL', 2025)).toBe(
      `${staffPaths.validation}?category=CL&round=2025&status=returned`,
    );
    expect(attentionHref('processingFailed', 'BB', 2026)).toBe(
      `${staffPaths.validation}?category=BB&round=2026&status=pending`,
    );
  });

  it('shows questions both ways on the whole round of the category', () => {
    expect(attentionHref('questionsForLabs', 'ML', 2026)).toBe(`${staffPaths.validation}?category=ML&round=2026`);
    expect(attentionHref('repliesForStaff', 'ML', 2026)).toBe(`${staffPaths.validation}?category=ML&round=2026`);
  });

  it('sends labs that have not started to the labs search', () => {
    expect(attentionHref('notStarted', 'CL', 2026)).toBe(staffPaths.labs);
  });
});
