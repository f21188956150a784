import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. Its module is loaded with the first screen that calls the API (through
 * app/query-scope.tsx), not with the home page, which calls none.
 */
export const queryClient = new QueryClient({
  // Failed calls are answered by the screens (messages, sign-out on 401), not retried behind the user's back.
  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
});
