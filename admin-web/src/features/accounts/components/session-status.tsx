import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The calm middle of the screen while a session starts: what is happening, and a spinner. */
export function SessionProgress({ heading }: { heading: string }) {
  return (
    <Container size={480} py={{ base: 64, sm: 120 }} px="md">
      <Stack align="center" gap="lg" role="status" aria-live="polite">
        <Loader size="lg" type="dots" aria-hidden="true" />
        <Title order={1} size="h3" ta="center" fw={600}>
          {heading}
        </Title>
      </Stack>
    </Container>
  );
}

interface SessionProblemProps {
  heading: string;
  body: ReactNode;
  /** The way on: try again, sign in. */
  action: ReactNode;
}

/** A session that could not start, why, and the way on. */
export function SessionProblem({ heading, body, action }: SessionProblemProps) {
  return (
    <Container size={480} py={{ base: 64, sm: 120 }} px="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text c="dimmed" size="lg" component="div">
          {body}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}
