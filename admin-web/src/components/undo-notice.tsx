import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

export interface UndoNoticeProps {
  message: string;
  undoLabel: string;
  onUndo: () => void;
}

/** A notice's text with an Undo button that works once (a second press would restore twice). */
export function UndoNotice({ message, undoLabel, onUndo }: UndoNoticeProps) {
  const [used, setUsed] = useState(false);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{message}</Text>
      <Button
        size="compact-sm"
        variant="light"
        disabled={used}
        onClick={() => {
          setUsed(true);
          onUndo();
        }}
      >
        {undoLabel}
      </Button>
    </Group>
  );
}
