import { FIRST_SCREEN_ATTRIBUTE } from '@labbench/contract/constants';

/**
 * Whether `container` holds the server's first screen (D182) and the page's head found it to be this browser's
 * (apps/server/src/web/first-screen.ts): the app then hydrates it instead of rendering anew.
 */
export function holdsFirstScreen(container: HTMLElement): boolean {
  return (
    container.hasAttribute(FIRST_SCREEN_ATTRIBUTE) &&
    document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE) !== 'off'
  );
}
