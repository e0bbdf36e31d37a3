import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { requestQueries } from '@/lib/request-queries';
import { accountQueries } from '@/lib/session';

/**
 * Open requests per member (GET /v1/workspaces/requests/summary: the kinds the caller reviews,
 * and their own), each member linked to all their requests.
 */
export function PendingByMember() {
  const { t } = useTranslation('reviews');
  const prefix = useLocalePrefix();
  const me = useQuery(accountQueries.me()).data;
  const workspaceId = me?.activeWorkspace?.id ?? '';
  const summary = useQuery(requestQueries.summary());
  const members = useQuery({ ...requestQueries.members(workspaceId), enabled: workspaceId !== '' });
  const rows = summary.data?.members ?? [];

  const nameOf = (idUser: string) => {
    const name = members.data?.find((member) => member.idUser === idUser)?.name;
    if (name === undefined) return t('members.unknown');
    return idUser === me?.user.id ? t('members.you', { name }) : name;
  };

  if (summary.isPending || summary.isError) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="pending-by-member">
      <Stack gap={6}>
        <Title order={2} size="h6" id="pending-by-member">
          {t('members.heading')}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('members.none')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Group component="li" key={row.idUser} gap="xs" justify="space-between" wrap="wrap">
                <Anchor
                  component={Link}
                  to={paths.memberRequests.getHref({ id: row.idUser }, prefix)}
                  size="sm"
                  fw={600}
                >
                  {nameOf(row.idUser)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[
                    t('members.pending', { count: row.pendingRequests }),
                    row.draftPendingRequests > 0
                      ? t('members.drafts', { count: row.draftPendingRequests })
                      : null,
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
