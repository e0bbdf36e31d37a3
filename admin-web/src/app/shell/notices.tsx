import { lazy, Suspense } from 'react';

// Where notices appear. The container (with its transitions) loads after the first paint: a
// notice shown meanwhile waits in the store and appears as soon as it is there. It is imported
// through its own module so that only the container, not the store, moves to that chunk.
const NoticesContainer = lazy(() => import('@/app/shell/notices-container'));

export function Notices() {
  return (
    <Suspense fallback={null}>
      <NoticesContainer />
    </Suspense>
  );
}
