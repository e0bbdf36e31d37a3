import { Box, Center, Container, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { SignedOutHeader } from '@/app/layouts/signed-out-header';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';

/** Sign-in and sign-up pages: one centred card under the logo, from a phone to a wide screen. */
export function GuestLayout() {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }} bg="var(--app-canvas)">
      <SignedOutHeader withLogo={false} />
      <Center component="main" id="main" flex={1} px="md" pb="xl">
        <Container size={440} w="100%" p={0}>
          <Stack align="center" gap="lg">
            <Logo size={36} />
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }} w="100%">
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </Paper>
          </Stack>
        </Container>
      </Center>
    </Box>
  );
}
