import { Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';

import { SignedOutHeader } from '@/app/layouts/signed-out-header';
import { PageLoader } from '@/components/page-loader';

/** The plain frame around a page: the top line and the page, on the app's canvas colour. */
export function DefaultFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }} bg="var(--app-canvas)">
      <SignedOutHeader />
      <Box component="main" id="main" flex={1} display="flex" style={{ flexDirection: 'column' }}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
    </Box>
  );
}

/** The default layout (spec section 2): wraps the page in the plain frame. */
export function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}
