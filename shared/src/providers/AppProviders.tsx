// The providers every page renders inside: one MantineProvider, one QueryClient, one jotai store and the
// toaster. The shell renders them once; a remote running standalone for QA renders the same ones.

import { abodeStore } from '@abode/shared/core';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { abodeTheme } from '../theme.ts';
import { AbodeToaster } from '../ui/AbodeToaster.tsx';

/** Props of AppProviders. */
export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Text direction of the selected language. */
  dir?: 'ltr' | 'rtl';
  children: ReactNode;
}

/** The product's provider tree. */
export function AppProviders({ queryClient, dir = 'ltr', children }: AppProvidersProps) {
  return (
    <JotaiProvider store={abodeStore}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={dir} detectDirection={false}>
          <MantineProvider theme={abodeTheme}>
            {children}
            <AbodeToaster />
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
