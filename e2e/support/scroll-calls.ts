import type { Page } from '@playwright/test';

/** What a smooth scroll to the top asks window.scrollTo for (§4 Navigation, China after sign-in). */
const SMOOTH_TO_TOP = JSON.stringify([{ top: 0, behavior: 'smooth' }]);

/**
 * Records, from the next page load on, every window.scrollTo call of the page (the scroll still happens). A smooth
 * scroll's effect on the position takes a while to show; the call itself is recorded at once.
 */
export async function recordScrollCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
    const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
    window.scrollTo = (...args: unknown[]) => {
      calls.push(JSON.stringify(args));
      scrollTo(...args);
    };
  });
}

/** How many smooth scrolls to the top the page has asked for since it loaded (see recordScrollCalls). */
export async function smoothScrollsToTop(page: Page): Promise<number> {
  const calls = await page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);
  return calls.filter((call) => call === SMOOTH_TO_TOP).length;
}
