import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { SignedOutHeader } from '@/app/layouts/signed-out-header';
import { PageLoader } from '@/components/page-loader';
import { useForcedColorScheme } from '@/components/theme-provider';
import { HelpFooter } from '@/features/help/components/help-footer';
import { HelpHeader } from '@/features/help/components/help-header';

/**
 * Help, the guided tour and why Punchcard: a reading column under a header with help search,
 * above a footer with the legal texts; always in light mode (spec section 2).
 */
export function HelpLayout() {
  useForcedColorScheme('light');
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }} bg="var(--app-canvas)">
      {/* Until the help words arrive, the plain top line holds the place. */}
      <Suspense fallback={<SignedOutHeader />}>
        <HelpHeader />
      </Suspense>
      <Container component="main" id="main" size="md" py="xl" w="100%" flex={1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <Suspense fallback={null}>
        <HelpFooter />
      </Suspense>
    </Box>
  );
}
