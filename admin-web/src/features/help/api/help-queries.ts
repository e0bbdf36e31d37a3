// The help articles of one language, as a query: the first help page of a visit loads that
// language's chunk of Markdown and parses it once; every help page after that reads the cache.
import type { Locale } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import type { HelpArticleSources } from '@/features/help/articles/catalogue';
import { buildHelpLibrary } from '@/features/help/utils/help-library';

const loadSources: Record<Locale, () => Promise<HelpArticleSources>> = {
  en: () => import('@/features/help/articles/en').then((module) => module.sources),
  ja: () => import('@/features/help/articles/ja').then((module) => module.sources),
};

export const helpQueries = {
  all: () => ['help'] as const,
  library: (locale: Locale) =>
    queryOptions({
      queryKey: [...helpQueries.all(), 'library', locale] as const,
      queryFn: async () => buildHelpLibrary(await loadSources[locale]()),
      // Shipped with the build: it never changes while the page is open, so it is never refetched.
      staleTime: Infinity,
      gcTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      // The pages say themselves when the articles cannot be loaded.
      meta: { presentErrors: false },
    }),
};
