/** User types of §3/§6. */
export const USER_TYPES = ['internal', 'external', 'contentreader', 'distributor'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Permission codes (§6). LT: may edit interface texts. */
export const PERMISSIONS = ['LT'] as const;
export type Permission = (typeof PERMISSIONS)[number];
