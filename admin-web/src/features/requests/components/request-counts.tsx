import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useOwnRequestCounts } from '@/features/requests/api/use-own-request-counts';
import { statusColor } from '@/features/requests/components/request-card';

/** "2 pending · 1 draft" as badges; the drafts badge leads to the drafts page. */
export function RequestCounts({ draftsHref }: { draftsHref: string }) {
  const { t } = useTranslation('requests');
  const counts = useOwnRequestCounts();
  if (counts === undefined) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('counts.label')}>
      <Badge color={statusColor.pending} variant="light" size="lg">
        {t('counts.pending', { count: counts.pending })}
      </Badge>
      <Badge
        component={Link}
        to={draftsHref}
        color={statusColor.draft}
        variant="light"
        size="lg"
        style={{ cursor: 'pointer' }}
      >
        {t('counts.drafts', { count: counts.drafts })}
      </Badge>
    </Group>
  );
}
