import { QueryClient } from '@tanstack/react-query';
import { isRetryableFailure } from './api-client.ts';

/** A read the server answered 503 is asked again twice (after 1 s and 2 s) before the screen shows the message. */
const READ_RETRIES = 2;

/**
 * The one query cache of the app. Its module is loaded with the first screen that calls the API (through
 * app/query-scope.tsx), not with the home page, which calls none.
 */
export const queryClient = new QueryClient({
  // Failed calls are answered by the screens (messages, sign-out on 401), not retried behind the user's back — except
  // reads the server said to try again (503): nothing changes by asking again, and the blip is often over by then.
  defaultOptions: {
    queries: { retry: (failures, error) => failures < READ_RETRIES && isRetryableFailure(error) },
    mutations: { retry: false },
  },
});
