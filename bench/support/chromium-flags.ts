/** The launch flags of Debian Chromium for the benches: no sandbox, GPU or background traffic of the browser's own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
