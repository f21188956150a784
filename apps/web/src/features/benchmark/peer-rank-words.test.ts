import { describe, expect, it } from 'vitest';
import { peerRankWords } from './peer-rank-words.ts';

const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;

describe('peerRankWords', () => {
  it('speaks of labs in a small group and of a percentage in a large one', () => {
    expect(peerRankWords(100, 5, t)).toBe('benchmark.kpi.rank.best {"n":5}');
    expect(peerRankWords(75, 5, t)).toBe('benchmark.kpi.rank.labs {"beaten":3,"others":4}');
    expect(peerRankWords(0, 5, t)).toBe('benchmark.kpi.rank.last {"n":5,"others":4}');
    expect(peerRankWords(80, 51, t)).toBe('benchmark.kpi.rank.percent {"p":80}');
  });

  it('says nothing without a rank', () => {
    expect(peerRankWords(null, 5, t)).toBeNull();
  });
});
