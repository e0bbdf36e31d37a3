import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useTimeSubject } from '@/features/workspace-times/hooks/use-time-subject';

interface SpanAuthorsProps {
  span: { startedBy: string | null; stoppedBy: string | null };
  kind: 'workspace_time' | 'break';
}

/**
 * Who clocked a member in and out (`started_by` / `stopped_by`) on a manager's view of their
 * time: the member themself, or the manager who did it for them. Added entries have neither.
 */
export function SpanAuthors({ span, kind }: SpanAuthorsProps) {
  const { t } = useTranslation('memberTime');
  const subject = useTimeSubject();
  if (subject === null || (span.startedBy === null && span.stoppedBy === null)) return null;
  const nameOf = (idUser: string) => subject.nameOf(idUser) ?? t('authors.someone');
  const parts = [
    span.startedBy === null
      ? null
      : t(kind === 'break' ? 'authors.breakStartedBy' : 'authors.startedBy', {
          name: nameOf(span.startedBy),
        }),
    span.stoppedBy === null
      ? null
      : t(kind === 'break' ? 'authors.breakStoppedBy' : 'authors.stoppedBy', {
          name: nameOf(span.stoppedBy),
        }),
  ].filter((part) => part !== null);
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}
