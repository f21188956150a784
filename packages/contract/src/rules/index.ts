/** The pure domain rules alone (no zod): `@labbench/contract/rules`. */
export * from './token.ts';
export * from './survey-state.ts';
export * from './lab-size.ts';
export * from './benchmark-bands.ts';
export * from './other-job-title.ts';
export * from './peer-rank.ts';
