// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BenchmarkDashboard, BenchmarkSensitivity, PayloadOf } from '@labbench/contract';
import { renderScreen } from '../../../test/render.tsx';
import { readyDashboard, sensitivity } from '../benchmark.fixture.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const calls = vi.hoisted(() => {
  const answer: { current: BenchmarkDashboard | null; sensitivity: BenchmarkSensitivity | null } = {
    current: null,
    sensitivity: null,
  };
  const dashboard: unknown[] = [];
  const viewable: boolean[] = [];
  const peerSize: unknown[] = [];
  return { dashboard, viewable, peerSize, answer };
});

vi.mock('../dashboard-view.ts', () => ({
  useDashboardView: (payload: PayloadOf<'getBenchmarkDashboard'>, viewable: boolean) => {
    calls.dashboard.push(payload);
    calls.viewable.push(viewable);
    const data = { dashboard: calls.answer.current, sensitivity: calls.answer.sensitivity };
    return { isPending: false, isError: false, isPlaceholderData: false, data };
  },
}));
vi.mock('../api/get-peer-group-size.ts', () => ({
  usePeerGroupSize: (payload: unknown) => {
    calls.peerSize.push(payload);
    return { data: undefined, isError: false, isFetching: false };
  },
}));

beforeEach(() => {
  calls.dashboard.length = 0;
  calls.viewable.length = 0;
  calls.peerSize.length = 0;
  calls.answer.current = readyDashboard();
  calls.answer.sensitivity = null;
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
    // HL is viewable: the sensitivity view is asked together with the figures.
    expect(calls.viewable.at(-1)).toBe(true);
  });

  it('renders the figures, the peer group size and the sensitivity view from one answer, asking nothing more', async () => {
    calls.answer.sensitivity = sensitivity;
    const { container } = await renderScreen(<DashboardScreen labCode="DEMO-CL-001" categories={['CL']} />, {
      path: '/dashboard',
    });
    expect(container.querySelectorAll('[data-kpi]')).toHaveLength(3);
    expect(screen.getByTestId('sensitivity')).toBeTruthy();
    // The live N of the group shown is the dashboard's own: no count is asked until the user changes the group.
    expect(screen.getByTestId('peer-live-n').textContent).toBe('This group has 42 labs.');
    expect(calls.peerSize.every((payload) => payload === null)).toBe(true);
    expect(container.querySelector('[data-testid="dashboard"]')?.getAttribute('aria-busy')).toBe('false');
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
    expect(screen.queryByTestId('sensitivity')).toBeNull();
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
    await renderScreen(<DashboardScreen labCode="DEMO-CL-001" categories={[]} />, { path: '/dashboard/blood_bank' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No dashboard yet');
    // Which address the screen answers, so it is never taken for the one of the category before.
    expect(screen.getByTestId('no-dashboard').getAttribute('data-category')).toBe('BB');
    expect(calls.viewable.at(-1)).toBe(false);
    expect(screen.getByText("Your lab's survey is waiting to be validated.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your surveys' }).getAttribute('href')).toBe('/survey');
  });
});
