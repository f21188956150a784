/** Ports of the two servers the browser tests start (playwright.config.ts). */
export const APAC_PORT = 3100;
export const CHINA_PORT = 3101;

/** COMPANY_SLUG of both servers: /portal-admin and /portal-validate. */
export const COMPANY_SLUG = 'portal';

/** Password of every seeded demo account (docs/build-plan.md). */
export const DEMO_PASSWORD = 'Benchmark#2026';

/** The seeded demo accounts (docs/build-plan.md, "Demo accounts"). */
export const DEMO = {
  /** External lab user of Demo Hospital Laboratory (lab code DEMO-CL-001), Dana Lab. */
  lab: { email: 'lab@demo.example', givenName: 'Dana', familyName: 'Lab', initials: 'DL' },
  /** Internal staff user, Sam Staff. */
  staff: { email: 'staff@demo.example', givenName: 'Sam', familyName: 'Staff', initials: 'SS' },
  /** External lab user with permission LT. */
  translator: { email: 'translator@demo.example', givenName: 'Tara', familyName: 'Translator', initials: 'TT' },
  /** External user without a lab code (pre-registered, incomplete profile). */
  nolab: { email: 'nolab@demo.example', givenName: 'Nora', familyName: 'Nolab', initials: 'NN' },
  /** Content reader. */
  reader: { email: 'reader@demo.example', givenName: 'Rita', familyName: 'Reader', initials: 'RR' },
  /** Password expired: ValidateUser answers 120. */
  expired: { email: 'expired@demo.example' },
  /** Must change the password: ValidateUser answers 130. */
  mustchange: { email: 'mustchange@demo.example' },
  /** E-mail not verified: ValidateUser answers 110. */
  unverified: { email: 'unverified@demo.example' },
} as const;

/** Local-storage key of the auth record (§3). */
export const AUTH_STORAGE_KEY = 'dlba';

/** The APAC server's lab-insight video for Indonesian (LAB_INSIGHT_VIDEOS): home-extras.spec.ts serves the files. */
export const E2E_INSIGHT_VIDEO = {
  video: '/media/e2e-insight.webm',
  poster: '/media/e2e-insight.svg',
  captions: '/media/e2e-insight.vtt',
} as const;
