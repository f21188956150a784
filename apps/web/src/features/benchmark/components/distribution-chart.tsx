import { ReferenceArea, ReferenceLine, ResponsiveContainer, Scatter, ScatterChart, XAxis, YAxis } from 'recharts';
import type { BenchmarkBandValue, KpiDistribution } from '@labbench/contract';
import { BAND_STYLES } from '../band-style.ts';

export interface DistributionChartProps {
  distribution: KpiDistribution;
  value: number | null;
  band: BenchmarkBandValue | null;
  /** The chart's text alternative (the same figures stand in the table). */
  label: string;
  /** Formats an axis tick like the figures beside the chart. */
  format: (value: number) => string;
  /** A fixed width for print (the report); the dashboard's chart fills its card. */
  width?: number;
}

const HEIGHT = 96;

/** The axis: p10–p90 and the lab's value, with a little room either side. */
export function chartDomain(d: KpiDistribution, value: number | null): [number, number] {
  const low = Math.min(d.p10, value ?? d.p10);
  const high = Math.max(d.p90, value ?? d.p90);
  const pad = (high - low) * 0.08 || Math.abs(high) * 0.1 || 1;
  return [low - pad, high + pad];
}

/**
 * The lab against the peer distribution: a horizontal band from the 10th to the 90th percentile, darker between the
 * 25th and 75th, the median as a line and the lab as a diamond in its band's colour. SVG, never animated: people read figures off it (issue 18 §2 item 8).
 */
export function DistributionChart({ distribution: d, value, band, label, format, width }: DistributionChartProps) {
  const print = width !== undefined;
  const markerColor = band ? BAND_STYLES[band].hex : '#212529';
  const chart = (
    <ScatterChart width={width} height={HEIGHT} margin={{ top: 8, right: 16, bottom: 4, left: 16 }}>
      <XAxis
        type="number"
        dataKey="x"
        domain={chartDomain(d, value)}
        tickFormatter={format}
        tick={{ fontSize: 11 }}
        ticks={[d.p10, d.p50, d.p90]}
        allowDataOverflow
      />
      <YAxis type="number" dataKey="y" domain={[0, 1]} hide />
      <ReferenceArea x1={d.p10} x2={d.p90} y1={0.3} y2={0.7} fill="#dee2e6" fillOpacity={1} ifOverflow="hidden" />
      <ReferenceArea x1={d.p25} x2={d.p75} y1={0.3} y2={0.7} fill="#adb5bd" fillOpacity={1} ifOverflow="hidden" />
      <ReferenceLine x={d.p50} stroke="#343a40" strokeWidth={2} segment={[{ y: 0.2 }, { y: 0.8 }]} />
      {value !== null && (
        <Scatter
          data={[{ x: value, y: 0.5 }]}
          fill={markerColor}
          isAnimationActive={false}
          shape="diamond"
          legendType="none"
        />
      )}
    </ScatterChart>
  );
  return (
    <div role="img" aria-label={label} data-chart="distribution">
      {print ? (
        chart
      ) : (
        <ResponsiveContainer width="100%" height={HEIGHT}>
          {chart}
        </ResponsiveContainer>
      )}
    </div>
  );
}
