// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../test/render.tsx';
import { areaOverview, kpiRows } from '../band-overview.ts';
import { readyDashboard, sensitivity } from '../benchmark.fixture.ts';
import { AreaOverviewView } from './area-overview-view.tsx';
import { KpiTable } from './kpi-table.tsx';
import { SensitivityTable } from './sensitivity-table.tsx';

afterEach(cleanup);

const rows = kpiRows('CL', readyDashboard().kpis);

describe('KpiTable', () => {
  it('gives each area’s figures as a captioned table a screen reader can read', async () => {
    await renderScreen(<KpiTable area="quality" rows={rows.filter((r) => r.kpi.area === 'quality')} />);
    const table = screen.getByRole('table', { name: 'Quality: your values against the peer group' });
    const row = within(table).getByRole('row', { name: /Sample rejection rate/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0.8%', 'Excellent', '42', '1.1%', '1.9%', '2.8%', '2025: 1.2%']);
  });
});

describe('AreaOverviewView', () => {
  it('counts the bands per area', async () => {
    await renderScreen(<AreaOverviewView overview={areaOverview(rows)} />);
    const speed = screen.getByRole('row', { name: /Speed/ });
    expect(
      within(speed)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '1', '0']);
  });
});

describe('SensitivityTable', () => {
  it('shows the band under each standard group with its N, and a too-small group without a band', async () => {
    await renderScreen(<SensitivityTable category="CL" data={sensitivity} />);
    expect(screen.getByRole('columnheader', { name: /All labs\s*N = 310/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Your country\s*3 labs \(under 5\)/ })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Sample rejection rate/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Good', 'No band']);
  });
});
