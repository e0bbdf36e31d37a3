import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';

import { presentError } from '@/app/shell/error-presenter';
import { Notices } from '@/app/shell/notices';
import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';

// Its first poll is a minute away: no reason to load it with the first page.
const NewBuildOffer = lazy(() => import('@/app/shell/new-build-offer'));

interface AppProviderProps {
  children: ReactNode;
}

export function AppProvider({ children }: AppProviderProps) {
  const [queryClient] = useState(() => createQueryClient({ presentError }));
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <Notices />
        <Suspense fallback={null}>
          <NewBuildOffer />
        </Suspense>
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
