import { ColorSwatch, Group, Text } from '@mantine/core';

import type { Category } from '@/lib/wire';

/** A category as lists and pickers show it: its colour, then its name. */
export function CategoryLabel({
  category,
  strong = false,
}: {
  category: Category;
  strong?: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {/* The colour only decorates: the name says which category it is. */}
      <ColorSwatch color={category.color} size={14} withShadow={false} aria-hidden />
      <Text size="sm" fw={strong ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
        {category.name}
      </Text>
    </Group>
  );
}
