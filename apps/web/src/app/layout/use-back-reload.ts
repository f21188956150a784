import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** The history entry shown last by this document: the first is where it loaded, which is not a move. */
let shownKey: string | undefined;

/**
 * Whether the last history move came from the browser (back, forward, `history.go`), not from a script that
 * dispatched a popstate event of its own to move the router (as the browser tests' in-app navigation does).
 */
let browserMove = false;
// No window where the server renders a first screen (D182).
if (typeof window !== 'undefined')
  window.addEventListener('popstate', (event) => {
    browserMove = event.isTrusted;
  });

/**
 * Back and forward navigation force a full reload (§4 Navigation). It reloads once the router has completed the
 * move: a move the router blocked (an editor's unsaved-changes question) changes nothing and reloads nothing, and
 * a move the user confirmed has already left the editor, so the browser asks no second question. The reload keeps
 * the address and its history state, so the page comes back as the user left it.
 */
export function useBackReload() {
  const { key } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const moved = shownKey !== undefined && shownKey !== key;
    shownKey = key;
    if (moved && type === NavigationType.Pop && browserMove) window.location.reload();
  }, [key, type]);
}
