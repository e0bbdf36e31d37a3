// The thin bar at the top (spec sections 2 and 9) while a page's code or first data loads, or
// a change is being saved; in the error colour when that failed. Background refreshes of data
// already on screen do not count: they would flash it every ten seconds.
import { createNprogress, NavigationProgress } from '@mantine/nprogress';
import { type Query, useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';

import { createLoadingBar, LOADING_BAR } from '@/lib/loading-bar';

const isFirstLoad = (query: Query): boolean => query.state.data === undefined;

interface LoadingBarProps {
  router: DataRouter;
}

/** Loaded after the first paint (see app/router.tsx), so the default export. */
export default function LoadingBar({ router }: LoadingBarProps) {
  const queryClient = useQueryClient();
  const [[store, progress]] = useState(createNprogress);
  const [failed, setFailed] = useState(false);
  const failedMeanwhile = useRef(false);

  const subscribeToRouter = useCallback(
    (onChange: () => void) => router.subscribe(onChange),
    [router],
  );
  const navigating = useSyncExternalStore(
    subscribeToRouter,
    () => router.state.navigation.state !== 'idle',
  );
  const busy = useIsFetching({ predicate: isFirstLoad }) + useIsMutating() > 0 || navigating;

  const bar = useMemo(
    () =>
      createLoadingBar({
        progress: (percent) => {
          setFailed(false);
          progress.set(percent);
        },
        complete: (withError) => {
          setFailed(withError);
          progress.complete();
        },
      }),
    [progress],
  );

  // Failures are noted as they happen; whether the bar ends red is decided when work ends.
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') failedMeanwhile.current = true;
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') failedMeanwhile.current = true;
    });
    const stopRouter = router.subscribe((state) => {
      if (state.errors !== null) failedMeanwhile.current = true;
    });
    return () => {
      stopQueries();
      stopMutations();
      stopRouter();
    };
  }, [queryClient, router]);

  useEffect(() => {
    if (busy) {
      bar.start();
      return;
    }
    bar.finish(failedMeanwhile.current);
    failedMeanwhile.current = false;
  }, [busy, bar]);

  useEffect(
    () => () => {
      progress.cleanup();
    },
    [progress],
  );

  return (
    <NavigationProgress
      store={store}
      size={LOADING_BAR.heightPx}
      color={failed ? 'red' : undefined}
      aria-hidden="true"
    />
  );
}
