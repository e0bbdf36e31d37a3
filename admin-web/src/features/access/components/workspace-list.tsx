import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { type Membership, WorkspaceCard } from '@/features/access/components/workspace-card';
import { useLocale } from '@/hooks/use-locale';
import type { Me } from '@/lib/wire';

interface WorkspaceListProps {
  me: Me;
  onSwitch: (membership: Membership) => void;
  /** The workspace being switched to, while the switch runs. */
  switchingTo: string | null;
}

/** Every membership of the account: the active workspace first, then the others by name. */
export function WorkspaceList({ me, onSwitch, switchingTo }: WorkspaceListProps) {
  const { t } = useTranslation('access');
  const locale = useLocale();
  const activeId = me.activeWorkspace?.id;
  const memberships = [...me.memberships].sort(
    (a, b) =>
      Number(b.idWorkspace === activeId) - Number(a.idWorkspace === activeId) ||
      a.name.localeCompare(b.name, locale),
  );
  if (memberships.length === 0) return <Text>{t('browse.empty')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {memberships.map((membership) => (
        <WorkspaceCard
          key={membership.idWorkspace}
          membership={membership}
          active={membership.idWorkspace === activeId ? me.activeWorkspace : null}
          onSwitch={onSwitch}
          switching={switchingTo !== null}
        />
      ))}
    </Stack>
  );
}
