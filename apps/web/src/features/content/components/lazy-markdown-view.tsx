import { Suspense, lazy } from 'react';
import type { ComponentProps } from 'react';

// Asked for as soon as a reading screen's module runs, after a turn of the event loop: the renderer's libraries
// (in the screen's chunk, so an import alone would run them at once) then run in a task of their own, not in the
// one that runs the screen's (a long task on a phone), and are there when the screen first renders.
const loading = new Promise((resolve) => setTimeout(resolve)).then(() => import('./markdown-view.tsx'));
const MarkdownView = lazy(() => loading.then(({ MarkdownView: View }) => ({ default: View })));

/**
 * The Markdown renderer of the reading screens, loaded beside the screen: a server-rendered page keeps its text
 * until the renderer is there and is hydrated then (D184).
 */
export function LazyMarkdownView(props: ComponentProps<typeof MarkdownView>) {
  return (
    <Suspense fallback={null}>
      <MarkdownView {...props} />
    </Suspense>
  );
}
