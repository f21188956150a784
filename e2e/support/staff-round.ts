import type { Browser, Page } from '@playwright/test';
import { questionTitles, questionsOf } from '@labbench/contract';
import { callAs } from './api.ts';
import { COMPANY_SLUG } from './constants.ts';

/** What a round of issue 14 needs beside the screens: a file of answers for a lab, and a page of its own. */

/** A valid answer to every question of the definition: the lower bound of numbers, the first choice, a currency. */
export function everyAnswer(definition: Record<string, unknown>): Map<string, string> {
  return new Map(
    questionsOf(definition).map((q) => {
      if (q.inputType === 'number') return [q.name, String(Math.max(q.min ?? 1, 1))];
      const first = q.choices?.[0];
      if (q.type === 'radiogroup')
        return [q.name, String(typeof first === 'object' && first && 'value' in first ? first.value : first)];
      return [q.name, 'THB'];
    }),
  );
}

/** One CSV line as a spreadsheet writes it: a cell with a comma, a quote or a line break quoted. */
export const csvLine = (cells: readonly string[]) =>
  cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

/**
 * The core lab answers of a lab as staff would fill the template: a good file with the lab's row, and a bad one that
 * adds a row (spreadsheet row 3) for a lab code nobody has. Also the question the journey asks about and its title.
 */
export async function answerFiles(staff: Page, labCode: string) {
  const link = await callAs(staff, 'getCatSurveyLinkOfLab', {
    lab_code: labCode,
    q_cat_code: 'CL',
    checkExistanceOfData: false,
  });
  const token = link.s_url.split('/').filter(Boolean).at(-1)?.split('?')[0] ?? '';
  const { definition } = await callAs(staff, 'loadSurveyResponse', { token });
  const answers = everyAnswer(definition);
  const codes = [...answers.keys()];
  const asked = questionsOf(definition).find((q) => q.inputType === 'number' && !q.visibleIf);
  if (!asked) throw new Error('no plain numeric question');
  const header = csvLine(['lab_code', ...codes]);
  const row = (code: string) => csvLine([code, ...codes.map((c) => answers.get(c) ?? '')]);
  return {
    good: `${header}\r\n${row(labCode)}\r\n`,
    bad: `${header}\r\n${row(labCode)}\r\n${row('NO-SUCH-LAB-9')}\r\n`,
    asked: { code: asked.name, value: Number(answers.get(asked.name)) },
    titleOf: (code: string, lang: string) => questionTitles(definition, lang).get(code) ?? code,
  };
}

/** Every staff destination and its address (apps/web/src/config/staff-paths.ts). */
export const STAFF_DESTINATIONS = [
  ['validation', `/${COMPANY_SLUG}-validate`],
  ['labs', `/${COMPANY_SLUG}-admin/labs`],
  ['users', `/${COMPANY_SLUG}-admin/users`],
  ['viewAsLab', '/dashboard'],
  ['import', `/${COMPANY_SLUG}-admin/import`],
  ['export', `/${COMPANY_SLUG}-admin/export`],
  ['content', `/${COMPANY_SLUG}-admin/content`],
  ['newsletter', `/${COMPANY_SLUG}-admin/newsletter`],
  ['audit', `/${COMPANY_SLUG}-admin/audit`],
] as const;

/** A second browser, as the lab's own person at their desk, in the journey's language. */
export async function labBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', '1'));
  return context.newPage();
}
