import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from './theme.ts';

const queryClient = new QueryClient({
  // Failed calls are answered by the screens (messages, sign-out on 401), not retried behind the user's back.
  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
