import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  help?: string;
}

/** Label and value pairs as a description list: two columns from tablets up, one on phones. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <Stack gap={2} key={fact.label}>
          <Text component="dt" size="sm" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
          {fact.help !== undefined && (
            <Text component="dd" m={0} size="sm" c="dimmed">
              {fact.help}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
