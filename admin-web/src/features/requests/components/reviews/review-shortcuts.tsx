import { Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The keys of the queue and what each does (see useReviewKeys). */
export const REVIEW_KEYS = {
  approve: 'a',
  reject: 'r',
  select: 'x',
  next: 'j',
  previous: 'k',
} as const;
export type ReviewKeyAction = keyof typeof REVIEW_KEYS;

const ORDER: readonly ReviewKeyAction[] = ['approve', 'reject', 'select', 'next', 'previous'];

/** The shortcuts, on screen where the queue is: they act on the request that has the focus. */
export function ReviewShortcuts() {
  const { t } = useTranslation('reviews');
  return (
    // Hidden on phones, which have no keys to press.
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby="review-keys"
      visibleFrom="sm"
    >
      <Stack gap={6}>
        <Title order={2} size="h6" id="review-keys">
          {t('keys.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('keys.intro')}
        </Text>
        <Group component="dl" gap="md" m={0}>
          {ORDER.map((action) => (
            <Group key={action} gap={6} wrap="nowrap">
              <dt>
                <Kbd>{REVIEW_KEYS[action].toUpperCase()}</Kbd>
              </dt>
              <Text component="dd" size="sm" m={0}>
                {t(`keys.${action}`)}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The action of a key press on a review card, or null for keys the queue leaves alone. */
export function reviewKeyAction(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): ReviewKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const key = event.key.toLowerCase();
  return ORDER.find((action) => REVIEW_KEYS[action] === key) ?? null;
}
