import { Alert, Button, Group, Loader, Text } from '@mantine/core';

interface LoadFailedProps {
  /** What could not be read, in the screen's words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A read that failed, in place of what it would have shown, with a way to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <span>{message}</span>
        <Button size="xs" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}

/** A read on its way: a small spinner and words a screen reader announces. */
export function Loading({ message }: { message: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{message}</Text>
    </Group>
  );
}
