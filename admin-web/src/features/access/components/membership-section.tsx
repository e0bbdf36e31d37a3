import { Text } from '@mantine/core';
import { Role } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { FactList } from '@/features/access/components/fact-list';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { accountQueries } from '@/lib/session';
import type { Me, Workspace } from '@/lib/wire';

interface MembershipSectionProps {
  workspace: Workspace;
  user: Me['user'];
}

/** Who the person is in the active workspace: role, name there, since when, its time zone. */
export function MembershipSection({ workspace, user }: MembershipSectionProps) {
  const { t } = useTranslation(['access', 'permissions']);
  const locale = useLocale();
  // Nickname and joining date live on the membership, read from the member list.
  const own = useQuery(accountQueries.ownMember(workspace.id, user.id));
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const name = own.data?.name ?? (fullName || user.email);
  const facts = [
    { label: t('membership.workspace'), value: workspace.name },
    { label: t('membership.role'), value: t(`permissions:role.${workspace.role}`) },
    { label: t('membership.name'), value: name },
    ...(own.data
      ? [{ label: t('membership.since'), value: formatDate(own.data.joinedAt, locale) }]
      : []),
    {
      label: t('membership.timeZone'),
      value: workspace.timeZone,
      help: t('membership.timeZoneHelp'),
    },
  ];
  return (
    <SettingsSection title={t('membership.heading')}>
      <FactList facts={facts} />
      {workspace.role === Role.SuperOwner && <Text size="sm">{t('membership.superOwner')}</Text>}
    </SettingsSection>
  );
}
