import { peerRankOf } from '@labbench/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A lab's rank in words (issue 18 §2 item 5), by the contract's rule: "Best of 5 labs", "Better than 3 of the other 4
 * labs", a percentage only in a large group. null when there is no rank to tell.
 */
export function peerRankWords(percentile: number | null, n: number, t: Translate): string | null {
  const rank = peerRankOf(percentile, n);
  if (!rank) return null;
  switch (rank.kind) {
    case 'best':
      return t('benchmark.kpi.rank.best', { n: rank.n });
    case 'last':
      return t('benchmark.kpi.rank.last', { n: rank.n, others: rank.others });
    case 'labs':
      return t('benchmark.kpi.rank.labs', { beaten: rank.beaten, others: rank.others });
    case 'percent':
      return t('benchmark.kpi.rank.percent', { p: rank.percent });
  }
}
