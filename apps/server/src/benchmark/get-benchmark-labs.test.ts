import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clAnswers,
  insertBenchmarkLab,
  insertProcessedResponse,
  insertValidatedLab,
} from '../test/benchmark-fixtures.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  for (let i = 1; i <= 12; i++) {
    const lab = await insertBenchmarkLab(t.db, i === 12 ? 'CN' : 'TH', `Paging lab ${String(i).padStart(2, '0')}`);
    await insertValidatedLab(t, staff, clAnswers(i, 30 + i, i), { lab });
  }
  const waiting = await insertBenchmarkLab(t.db, 'TH', 'Paging lab 99 awaiting');
  await insertProcessedResponse(t.db, waiting.id, clAnswers(1, 1, 1));
});
afterAll(() => t.close());

const list = async (payload: { search?: string; page?: number }) =>
  dataOf(await t.call('getBenchmarkLabs', { page: 1, ...payload }, { token: staff }));

describe('getBenchmarkLabs', () => {
  it('lists labs with a validated response by name, ten a page, with the total', async () => {
    const first = await list({ search: 'paging lab' });
    expect(first.total).toBe(12);
    expect(first.labs.map((l) => l.labName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paging lab ${String(i + 1).padStart(2, '0')}`),
    );
    expect(first.labs[0]).toMatchObject({ country: 'TH', categories: ['CL'] });
    const second = await list({ search: 'paging lab', page: 2 });
    expect(second.labs.map((l) => l.labName)).toEqual(['Paging lab 11', 'Paging lab 12']);
    expect(second.labs[1]?.country).toBe('CN');
  });

  it('finds a lab by its code, and takes % as a letter', async () => {
    const { labs } = await list({ search: 'Paging lab 07' });
    const code = labs[0]?.labCode ?? '';
    expect((await list({ search: code.toLowerCase() })).labs.map((l) => l.labName)).toEqual(['Paging lab 07']);
    expect(await list({ search: '%' })).toEqual({ labs: [], total: 0 });
  });
});
