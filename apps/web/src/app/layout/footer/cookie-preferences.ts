/** The optional cookie categories a visitor chose (§3); strictly necessary storage is not a choice. */
export interface CookiePreferences {
  analytics: boolean;
}

/**
 * The stored choice, read back. Anything else than the stored object — nothing stored, an older visitor who accepted
 * before there were categories, a damaged value — counts as no optional category: analytics waits for a yes.
 */
export function parseCookiePreferences(stored: string | null): CookiePreferences {
  if (!stored) return { analytics: false };
  try {
    const parsed: unknown = JSON.parse(stored);
    const analytics = typeof parsed === 'object' && parsed !== null && 'analytics' in parsed && parsed.analytics;
    return { analytics: analytics === true };
  } catch {
    return { analytics: false };
  }
}
