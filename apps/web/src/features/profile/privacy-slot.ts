import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { Profile } from '@labbench/contract';

export interface PrivacySlotProps {
  profile: Profile;
  /** The consent fields just saved, so the profile sends them with its next update. */
  onConsentSaved: (saved: Partial<Profile>) => void;
}

/** The privacy section under the profile form; consent's, put in by `app/` (features never import each other). */
export const PrivacySlotContext = createContext<((props: PrivacySlotProps) => ReactNode) | null>(null);
