import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Query hooks get their client from app/query-scope.tsx, around the screens and overlays that call the API.
 * `onFirstCommit` runs once the app is on screen: start-app.tsx then lets the server's first screen take input.
 */
export function AppProvider({ children, onFirstCommit }: { children: ReactNode; onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
