/** The origin the server renders a page for (app/first-screen/render-first-screen.tsx); a browser has its own. */
let renderedOrigin = 'http://localhost';

export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}

/** The page's origin: the browser's, or on the server the one the page is rendered for. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? renderedOrigin : window.location.origin;
}
