/** The A–Z filter of the language panel (§2), in this order and grouping. */
export const LETTER_GROUPS = [
  { label: 'A', from: 'A', to: 'A' },
  { label: 'B', from: 'B', to: 'B' },
  { label: 'C–H', from: 'C', to: 'H' },
  { label: 'I', from: 'I', to: 'I' },
  { label: 'J–M', from: 'J', to: 'M' },
  { label: 'N', from: 'N', to: 'N' },
  { label: 'P–R', from: 'P', to: 'R' },
  { label: 'S', from: 'S', to: 'S' },
  { label: 'T–V', from: 'T', to: 'V' },
  { label: 'W', from: 'W', to: 'W' },
] as const;

export type LetterGroup = (typeof LETTER_GROUPS)[number];

/** Whether a name starts with a letter of the group; without a group every name matches. */
export function matchesLetterGroup(name: string, group: LetterGroup | null): boolean {
  if (!group) return true;
  const letter = name.trim().charAt(0).toUpperCase();
  return letter >= group.from && letter <= group.to;
}
