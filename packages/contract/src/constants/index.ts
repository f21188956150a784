/** The shared constants alone (no zod), for code on the browser's first screen: `@labbench/contract/constants`. */
export * from './languages.ts';
export * from './countries.ts';
export * from './survey-types.ts';
export * from './job-titles.ts';
export * from './limits.ts';
export * from './user-types.ts';
export * from './page-boot.ts';
export * from './first-screen.ts';
export type * from './first-screen-renderer.ts';
export * from './site-behaviour.ts';
export * from '../sso/sign-in.ts';
export * from '../content/constants.ts';
export * from '../content/paths.ts';
export * from '../content/language-chain.ts';
export * from '../content/page-key.ts';
