// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../test/render.tsx';
import { kpiRows } from '../band-overview.ts';
import { kpiResult } from '../benchmark.fixture.ts';
import { KpiCard } from './kpi-card.tsx';

afterEach(cleanup);

const row = (over = {}) => kpiRows('CL', [kpiResult(over)])[0]!;

describe('KpiCard', () => {
  it('shows the lab’s value with its unit, the band in words and shape, N beside it, and the trend', async () => {
    const { container } = await renderScreen(<KpiCard row={row()} />);
    const card = within(container.querySelector('[data-kpi="CL_SAMPLE_REJECTION"]') as HTMLElement);
    expect(card.getByTestId('kpi-value').textContent).toBe('0.8%');
    const band = container.querySelector('[data-band="excellent"]');
    expect(band?.textContent).toBe('Excellent');
    expect(band?.querySelector('svg[data-icon="star"]')).not.toBeNull();
    expect(card.getByTestId('peer-n').textContent).toBe('N = 42');
    // 42 labs: a percentage of the other 41 (87.4th percentile: 36 of them behind).
    expect(card.getByTestId('peer-rank').textContent).toBe('Better than 88% of the other labs in the peer group');
    expect(card.getByText('2025: your lab 1.2%, peer median 2.1%')).toBeTruthy();
    expect(card.getByText('2026: your lab 0.8%, peer median 1.9%')).toBeTruthy();
    expect(card.getByRole('img', { name: /your value 0\.8%.*median 1\.9%/ })).toBeTruthy();
  });

  it('says a small group’s rank in labs, never "better than 100 %"', async () => {
    await renderScreen(<KpiCard row={row({ n: 5, percentile: 100 })} />);
    expect(screen.getByTestId('peer-rank').textContent).toBe('Best of 5 labs');
    cleanup();
    await renderScreen(<KpiCard row={row({ n: 5, percentile: 75 })} />);
    expect(screen.getByTestId('peer-rank').textContent).toBe('Better than 3 of the other 4 labs');
  });

  it('uses a different shape per band, never colour alone', async () => {
    const { container } = await renderScreen(<KpiCard row={row({ band: 'growth' })} />);
    expect(container.querySelector('[data-band="growth"] svg[data-icon="arrowUp"]')).not.toBeNull();
    expect(screen.getByText('Growth opportunity')).toBeTruthy();
  });

  it('says so when the lab gave no value, and draws no distribution without statistics', async () => {
    const { container } = await renderScreen(
      <KpiCard row={row({ value: null, band: null, distribution: null, percentile: null, trend: [] })} />,
    );
    expect(screen.getByTestId('kpi-value').textContent).toBe('–');
    expect(screen.getByText('No band')).toBeTruthy();
    expect(container.querySelector('[data-chart="distribution"]')).toBeNull();
    expect(screen.getByText('No earlier round to compare with yet.')).toBeTruthy();
  });

  it('writes the definition out in print and draws the charts at a fixed width as SVG', async () => {
    const { container } = await renderScreen(<KpiCard row={row()} print />);
    // The definition says which way is better once (the description itself never does).
    const definition = screen.getByText(/A lower value is better\./).textContent ?? '';
    expect(definition.match(/better/gi)).toHaveLength(1);
    const svg = container.querySelector('[data-chart="distribution"] svg');
    expect(svg?.getAttribute('width')).toBe('400');
  });

  it('writes figures in the language’s own words (Thai)', async () => {
    await renderScreen(<KpiCard row={row()} />, { language: 'th' });
    expect(screen.getByText('ดีเยี่ยม')).toBeTruthy();
    expect(screen.getByTestId('peer-n').textContent).toBe('N = 42 แห่ง');
  });
});
