import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { SignedOutHeader } from '@/app/layouts/signed-out-header';
import { PageLoader } from '@/components/page-loader';
import { useForcedColorScheme } from '@/components/theme-provider';

/** Help and "why" pages: a reading column, always in light mode (spec section 2). */
export function HelpLayout() {
  useForcedColorScheme('light');
  return (
    <Box mih="100dvh" bg="var(--app-canvas)">
      <SignedOutHeader />
      <Container component="main" id="main" size="md" py="xl">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
