import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BenchmarkDashboard, BenchmarkSensitivity } from '@labbench/contract';
import { readyDashboard, sensitivity } from './benchmark.fixture.ts';
import { getDashboardView } from './dashboard-view.ts';

/** The calls in the order they were sent, and what the server answers (an Error: the call fails). */
const server = vi.hoisted(() => {
  const state: { sent: { name: string; payload: unknown }[]; dashboard: unknown; sensitivity: unknown } = {
    sent: [],
    dashboard: null,
    sensitivity: null,
  };
  return state;
});

vi.mock('../../lib/api-client.ts', () => ({
  callApi: (name: string, payload: unknown) => {
    server.sent.push({ name, payload });
    const answer = name === 'getBenchmarkDashboard' ? server.dashboard : server.sensitivity;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  },
}));

const payload = {
  labCode: 'DEMO-CL-001',
  category: 'CL' as const,
  round: undefined,
  peers: { region: 'apac' as const },
};
const none: BenchmarkDashboard = { state: 'none', labName: 'Demo Hospital Laboratory', reason: 'inProgress' };

beforeEach(() => {
  server.sent.length = 0;
  server.dashboard = readyDashboard();
  server.sensitivity = sensitivity;
});

describe('getDashboardView', () => {
  it('asks a viewable category’s sensitivity beside its dashboard, and answers both at once', async () => {
    const view = await getDashboardView(payload, true);
    expect(server.sent.map((c) => c.name)).toEqual(['getBenchmarkSensitivity', 'getBenchmarkDashboard']);
    // The sensitivity does not depend on the peer group: it is asked for the same lab, category and round.
    expect(server.sent[0]?.payload).toEqual({ labCode: 'DEMO-CL-001', category: 'CL', round: undefined });
    expect(view).toEqual({ dashboard: readyDashboard(), sensitivity });
  });

  it('asks another category’s sensitivity only once the dashboard is ready, for the round it shows', async () => {
    const view = await getDashboardView({ ...payload, category: 'CLT' }, false);
    expect(server.sent.map((c) => c.name)).toEqual(['getBenchmarkDashboard', 'getBenchmarkSensitivity']);
    expect(server.sent[1]?.payload).toEqual({ labCode: 'DEMO-CL-001', category: 'CLT', round: 2026 });
    expect(view.sensitivity).toEqual(sensitivity);
  });

  it('asks no sensitivity for a lab without a dashboard of the category', async () => {
    server.dashboard = none;
    expect(await getDashboardView(payload, false)).toEqual({ dashboard: none, sensitivity: null });
    expect(server.sent.map((c) => c.name)).toEqual(['getBenchmarkDashboard']);
  });

  it('shows the dashboard without the sensitivity view when that fails or is of another round', async () => {
    server.sensitivity = new Error('not_found');
    expect((await getDashboardView(payload, true)).sensitivity).toBeNull();
    server.sensitivity = { ...sensitivity, round: 2025 } satisfies BenchmarkSensitivity;
    expect((await getDashboardView(payload, true)).sensitivity).toBeNull();
  });

  it('fails when the dashboard fails', async () => {
    server.dashboard = new Error('database_unavailable');
    await expect(getDashboardView(payload, true)).rejects.toThrow('database_unavailable');
  });
});
