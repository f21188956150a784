import { dehydrate } from '@tanstack/react-query';
import type { Query, QueryObserverOptions } from '@tanstack/react-query';
import type { FirstScreen } from '@labbench/contract/constants';
import { isBrowserOnly } from '../../lib/browser-only-query.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Renders at most this many times more: a screen whose queries depend on others' answers asks in rounds. */
const MORE_PASSES = 3;

/**
 * Whether the screen asked the server's render for the query: a query is made from its hook's options, `enabled`
 * among them. A browser-only query (a mailed link's check) stays pending here and is the browser's to ask.
 */
const wanted = (query: Query) => {
  const { enabled: option } = query.options as QueryObserverOptions;
  return (typeof option === 'function' ? option(query) : option) !== false && !isBrowserOnly(query);
};

/** A query a screen asked for in the last render that has no answer yet. */
const unanswered = (query: Query) => wanted(query) && query.state.status === 'pending';

/**
 * The screen with the data it shows (D184). A render on the server runs no effect, so a screen's queries are only
 * made there, not asked: each pass asks the API what the last render's queries want (the screens' own query
 * functions, through config/server-api.ts) and renders again with the answers, until none is missing. A query that
 * fails leaves the screen to the browser, which shows that failure as it always does. The one query cache is the
 * app's (lib/query-client.ts), emptied before and after: renders run one at a time.
 */
export async function renderWithQueries(render: () => Promise<string>): Promise<FirstScreen | null> {
  queryClient.clear();
  try {
    let html = await render();
    for (let pass = 0; pass < MORE_PASSES; pass += 1) {
      const asked = queryClient.getQueryCache().getAll().filter(unanswered);
      if (asked.length === 0) break;
      // Not tried again after a 503 here: the browser will, and a render waits for no one.
      await Promise.all(asked.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
      html = await render();
    }
    const queries = queryClient.getQueryCache().getAll().filter(wanted);
    if (queries.some((query) => query.state.status !== 'success')) return null;
    return { html, queries: queries.length > 0 ? JSON.stringify(dehydrate(queryClient)) : null };
  } finally {
    queryClient.clear();
  }
}
