/**
 * A small seeded pseudo-random generator (mulberry32): the demo population must come out the same on every machine
 * and every start, so tests can pin its figures and a second start finds the same labs.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Normal with this mean and standard deviation. */
  normal(mean: number, sd: number): number;
  /** Log-normal around `median`: exp(N(ln median, sigma)); sigma 0.25 is about ±25 %. */
  around(median: number, sigma: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** An independent generator for a named part, so adding a draw in one part does not shift every other. */
  fork(label: string): Random;
}

/** FNV-1a over a string: turns a seed and a label into a 32-bit state. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seededRandom(seed: string): Random {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (mean: number, sd: number) => {
    // Box–Muller; 1 - next() keeps the logarithm away from zero.
    const u = 1 - next();
    const v = next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    normal,
    around: (median, sigma) => median * Math.exp(normal(0, sigma)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    fork: (label) => seededRandom(`${seed}/${label}`),
  };
  return random;
}
