import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { LogoMark } from '@/components/logo';

interface StatusPageProps {
  title: string;
  body: string;
  /** The way on, usually "Return to homepage". */
  action: ReactNode;
}

/** A page that only says where things stand: not found, an error. */
export function StatusPage({ title, body, action }: StatusPageProps) {
  return (
    <Container size={560} py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <LogoMark size={56} />
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {body}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}
