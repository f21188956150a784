import type { users } from './schema/index.ts';

/** The password of every demo account; start-up prints it with a reminder to change it. */
export const DEMO_PASSWORD = 'Benchmark#2026';

export const DEMO_LAB = {
  name: 'Demo Hospital Laboratory',
  labCode: 'DEMO-CL-001',
  countryCode: 'TH',
  state: 'Bangkok',
  status: 'A',
  // What a registration would have told (§3): staff see it on the lab page.
  classification: 'hospital',
  sizeClass: 'medium',
  beds: 800,
  street: '1 Rama IV Road',
  postalCode: '10330',
  surveyType: 'CL',
} as const;

type DemoAccount = Omit<typeof users.$inferInsert, 'passwordHash' | 'labId'> & {
  email: string;
  /** Member of the demo lab. */
  inDemoLab: boolean;
  /** What the account demonstrates, for the start-up printout. */
  role: string;
};

/** Demo accounts have answered the consent question, so it does not cover the screens they demonstrate. */
const consented = { countryCode: 'TH', privacyConsent: true, privacyNotice: true, consentChoice: 'yes' } as const;

const labUser = {
  ...consented,
  userType: 'external',
  inDemoLab: true,
  emailVerified: true,
  jobTitle: 'Laboratory Manager',
} as const;

/** The demo accounts of docs/build-plan.md, seeded on first start. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    ...labUser,
    email: 'lab@demo.example',
    givenName: 'Dana',
    familyName: 'Lab',
    role: 'lab user',
    viewDownloadBtn: true,
  },
  {
    ...consented,
    email: 'staff@demo.example',
    givenName: 'Sam',
    familyName: 'Staff',
    userType: 'internal',
    inDemoLab: false,
    emailVerified: true,
    viewDownloadBtn: true,
    role: 'internal staff',
  },
  {
    ...labUser,
    email: 'translator@demo.example',
    givenName: 'Tara',
    familyName: 'Translator',
    permissions: ['LT'],
    viewEnglishTransBtn: true,
    role: 'lab user with translation permission (LT)',
  },
  {
    ...consented,
    email: 'nolab@demo.example',
    givenName: 'Nora',
    familyName: 'Nolab',
    userType: 'external',
    inDemoLab: false,
    emailVerified: true,
    preregisterUser: true,
    preRegStatus: 'incomplete',
    role: 'pre-registered user without a lab code',
  },
  {
    ...consented,
    email: 'reader@demo.example',
    givenName: 'Rita',
    familyName: 'Reader',
    userType: 'contentreader',
    city: 'Chiang Mai',
    inDemoLab: false,
    emailVerified: true,
    role: 'content reader',
  },
  {
    ...labUser,
    email: 'expired@demo.example',
    givenName: 'Evan',
    familyName: 'Expired',
    passwordExpiresAt: new Date('2025-01-01T00:00:00Z'),
    role: 'password expired (code 120)',
  },
  {
    ...labUser,
    email: 'mustchange@demo.example',
    givenName: 'Mia',
    familyName: 'Mustchange',
    forceChangePassword: true,
    role: 'must change the password (code 130)',
  },
  {
    ...labUser,
    email: 'unverified@demo.example',
    givenName: 'Uma',
    familyName: 'Unverified',
    emailVerified: false,
    role: 'e-mail not verified (code 110)',
  },
];
