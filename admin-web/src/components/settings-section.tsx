import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SettingsSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Marks a section whose actions cannot be undone (deleting the account). */
  danger?: boolean;
  children?: ReactNode;
}

/**
 * One titled card of a settings or profile page. The page (or the settings layout) owns the h1,
 * so sections are h2 and named by their heading for landmark navigation.
 */
export function SettingsSection({
  title,
  description,
  danger = false,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId} c={danger ? 'red' : undefined}>
            {title}
          </Title>
          {description !== undefined && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
