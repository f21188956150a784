import { accessSync, constants, statSync } from 'node:fs';

/** Where Debian's Chromium and Google's Chrome install themselves, in the order tried when CHROMIUM_PATH is unset. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
] as const;

/** The Chromium to print with, or why there is none (the one line start-up logs). */
export type ChromiumLookup = { path: string } | { off: string };

const HOW_TO = 'install it with "apt-get install chromium" or set CHROMIUM_PATH (README, "PDF reports")';

export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set (`off` turns PDF reports off), else the first candidate that is an executable file. */
export function findChromium(configured: string | undefined, isExecutable = isExecutableFile): ChromiumLookup {
  if (configured === 'off') return { off: 'PDF reports are off (CHROMIUM_PATH=off); the HTML report still works' };
  if (configured !== undefined) {
    return isExecutable(configured)
      ? { path: configured }
      : { off: `PDF reports are off: CHROMIUM_PATH=${configured} is not an executable file; ${HOW_TO}` };
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => isExecutable(candidate));
  return found
    ? { path: found }
    : { off: `PDF reports are off: no Chromium at ${CHROMIUM_CANDIDATES.join(', ')}; ${HOW_TO}` };
}
