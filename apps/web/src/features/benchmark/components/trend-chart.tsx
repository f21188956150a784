import { Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { KpiResult } from '@labbench/contract';

export interface TrendChartProps {
  trend: KpiResult['trend'];
  label: string;
  format: (value: number) => string;
  width?: number;
}

const HEIGHT = 110;

/** The lab (solid) and the peer median (dashed) across rounds, drawn at once (no animation); figures beside it in words. */
export function TrendChart({ trend, label, format, width }: TrendChartProps) {
  const print = width !== undefined;
  const data = trend.map((p) => ({ round: String(p.round), value: p.value, median: p.median }));
  const chart = (
    <LineChart width={width} height={HEIGHT} data={data} margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
      <XAxis dataKey="round" tick={{ fontSize: 11 }} />
      <YAxis tickFormatter={format} tick={{ fontSize: 11 }} width={48} />
      <Line
        dataKey="median"
        stroke="#495057"
        strokeDasharray="5 4"
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
        connectNulls
      />
      <Line dataKey="value" stroke="#1864ab" strokeWidth={2.5} dot={{ r: 4 }} isAnimationActive={false} connectNulls />
    </LineChart>
  );
  return (
    <div role="img" aria-label={label} data-chart="trend">
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
