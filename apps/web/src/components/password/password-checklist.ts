import { LIMITS, PASSWORD_SYMBOLS, passwordChecklist } from '@labbench/contract';
import type { PasswordChecklist } from '@labbench/contract';

export type ChecklistRule = keyof PasswordChecklist;

/** The order the confirm-password screen lists the rules in (§2). */
export const CHECKLIST_RULES: readonly ChecklistRule[] = ['uppercase', 'lowercase', 'number', 'symbol', 'length'];

export interface ChecklistItem {
  rule: ChecklistRule;
  /** i18n key of the rule's text. */
  labelKey: string;
  /** Values the text needs (`{{symbols}}`, `{{min}}`). */
  labelValues: Record<string, string | number>;
  met: boolean;
}

const LABEL_VALUES: Partial<Record<ChecklistRule, Record<string, string | number>>> = {
  symbol: { symbols: PASSWORD_SYMBOLS.split('').join(' ') },
  length: { min: LIMITS.minPassword },
};

/** The live checklist as shown: every rule, in order, with whether the typed password meets it. */
export function checklistItems(value: string): ChecklistItem[] {
  const state = passwordChecklist(value);
  return CHECKLIST_RULES.map((rule): ChecklistItem => ({
    rule,
    labelKey: `password.checklist.${rule}`,
    labelValues: LABEL_VALUES[rule] ?? {},
    met: state[rule],
  }));
}

/** How many rules are met, for the list's summary that screen readers hear. */
export function checklistProgress(items: readonly ChecklistItem[]): { met: number; total: number } {
  return { met: items.filter((i) => i.met).length, total: items.length };
}
