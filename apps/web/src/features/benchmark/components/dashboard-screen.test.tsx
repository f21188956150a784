// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BenchmarkDashboard, PayloadOf } from '@labbench/contract';
import { renderScreen } from '../../../test/render.tsx';
import { readyDashboard } from '../benchmark.fixture.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const calls = vi.hoisted(() => {
  const answer: { current: BenchmarkDashboard | null } = { current: null };
  const dashboard: unknown[] = [];
  return { dashboard, answer };
});

vi.mock('../api/get-benchmark-dashboard.ts', () => ({
  useBenchmarkDashboard: (payload: PayloadOf<'getBenchmarkDashboard'>) => {
    calls.dashboard.push(payload);
    return { isPending: false, isError: false, data: calls.answer.current };
  },
}));
vi.mock('../api/get-benchmark-sensitivity.ts', () => ({ useBenchmarkSensitivity: () => ({ data: undefined }) }));
vi.mock('../api/get-peer-group-size.ts', () => ({
  usePeerGroupSize: () => ({ data: { filter: {}, n: 42, minimum: 5, enough: true }, isError: false }),
}));

beforeEach(() => {
  calls.dashboard.length = 0;
  calls.answer.current = readyDashboard();
});
afterEach(cleanup);

describe('DashboardScreen', () => {
  it('asks for the category, round and peer group the address names', async () => {
    await renderScreen(<DashboardScreen labCode="DEMO-CL-001" categories={['CL', 'HL']} />, {
      path: '/dashboard/speed?category=HL&round=2025&region=apac&size=large',
    });
    expect(calls.dashboard.at(-1)).toEqual({
      labCode: 'DEMO-CL-001',
      category: 'HL',
      round: 2025,
      peers: { region: 'apac', size: 'large' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Speed dashboard');
  });

  it('shows the peer group in words with its N, tabs of the viewable categories and the actions slot', async () => {
    const shown: unknown[] = [];
    const actions = (view: unknown) => {
      shown.push(view);
      return <button>Download</button>;
    };
    await renderScreen(<DashboardScreen labCode="DEMO-CL-001" categories={['CL', 'HL']} actions={actions} />, {
      path: '/dashboard',
    });
    expect(calls.dashboard.at(-1)).toMatchObject({ category: 'CL', round: undefined, peers: undefined });
    expect(screen.getByTestId('peer-summary').textContent).toBe('Compared with 42 labs: APAC site');
    const tabs = screen.getByRole('navigation', { name: 'Survey categories' });
    expect([...tabs.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Core lab', 'Histopathology']);
    expect(screen.getByRole('link', { name: 'Core lab' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    // The actions get what is on screen, so the PDF is of these figures.
    expect(shown.at(-1)).toEqual({
      labCode: 'DEMO-CL-001',
      labName: 'Demo Hospital Laboratory',
      category: 'CL',
      round: 2026,
    });
  });

  it('shows no statistics for a group below the minimum, and the way back resets the address', async () => {
    calls.answer.current = readyDashboard({
      peers: { filter: { country: 'BT' }, n: 2, minimum: 5, enough: false },
    });
    const { container } = await renderScreen(<DashboardScreen labCode="DEMO-CL-001" categories={['CL']} />, {
      path: '/dashboard?country=BT',
    });
    expect(container.querySelector('[data-kpi]')).toBeNull();
    expect(screen.queryByTestId('band-overview')).toBeNull();
    expect(screen.getByTestId('too-small').textContent).toContain('This peer group has 2 labs');
    fireEvent.click(
      within(screen.getByTestId('too-small')).getByRole('button', { name: 'Back to the standard group' }),
    );
    expect(calls.dashboard.at(-1)).toMatchObject({ peers: undefined });
  });

  it('is the second guard: a lab without a dashboard is told why and what to do', async () => {
    calls.answer.current = { state: 'none', labName: 'Demo Hospital Laboratory', reason: 'awaitingValidation' };
    await renderScreen(<DashboardScreen labCode="DEMO-CL-001" categories={[]} />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No dashboard yet');
    expect(screen.getByText("Your lab's survey is waiting to be validated.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your surveys' }).getAttribute('href')).toBe('/survey');
  });
});
