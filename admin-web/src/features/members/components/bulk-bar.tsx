import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { MemberAction } from '@/features/members/utils/member-rules';

interface BulkBarProps {
  count: number;
  /** The changes that fit every selected member. */
  actions: readonly MemberAction[];
  onAction: (action: MemberAction) => void;
  onClear: () => void;
}

/** What can be done to the whole selection at once; each call is all or nothing. */
export function BulkBar({ count, actions, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('members');
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={t('bulk.selected', { count })}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} role="status">
          {t('bulk.selected', { count })}
        </Text>
        {actions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('bulk.nothing')}
          </Text>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            size="xs"
            // Neutral: the dialog that follows says what a delete takes away, in red.
            variant="default"
            onClick={() => {
              onAction(action);
            }}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
        <Button size="xs" variant="subtle" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
