import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's one heading and, under it, what the page is for. */
export function AuthPageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
      {lead !== undefined && (
        <Text c="dimmed" ta="center">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
