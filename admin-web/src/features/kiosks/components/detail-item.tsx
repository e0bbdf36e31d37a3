import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term and its value inside a `<dl>` grid of a kiosk card or an activity entry. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
