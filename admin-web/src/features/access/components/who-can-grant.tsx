import { Anchor, Avatar, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { accessQueries } from '@/features/access/api/access-queries';
import { grantors } from '@/features/access/utils/access-rules';
import { useLocale } from '@/hooks/use-locale';
import type { Member, Workspace } from '@/lib/wire';

/** Two letters for a face without a picture. */
function initialsOf(member: Member): string {
  return (
    member.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** The people of the workspace who can change the person's role or what the role may do. */
export function WhoCanGrant({ workspace, idUser }: { workspace: Workspace; idUser: string }) {
  const { t } = useTranslation(['access', 'permissions']);
  const locale = useLocale();
  const members = useQuery(accessQueries.members(workspace.id));

  let body;
  if (members.isPending) {
    body = <Loader size="sm" aria-label={t('permission.whoHeading')} />;
  } else if (members.isError) {
    body = <Text>{t('permission.whoFailed')}</Text>;
  } else {
    const people = grantors(workspace, members.data, idUser, locale);
    body =
      people.length === 0 ? (
        <Text>{t('permission.nobody')}</Text>
      ) : (
        <>
          <Text size="sm">{t('permission.whoLead')}</Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {people.map((person) => (
              <Group component="li" key={person.idUser} gap="sm" wrap="nowrap">
                <Avatar src={person.avatar} alt="" color="green" radius="xl">
                  {initialsOf(person)}
                </Avatar>
                <Stack gap={0} miw={0}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {person.name}
                  </Text>
                  <Text size="sm">
                    {t(`permissions:role.${person.role}`)}
                    {person.email !== null && (
                      <>
                        {' · '}
                        <Anchor
                          href={`mailto:${person.email}`}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {person.email}
                        </Anchor>
                      </>
                    )}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        </>
      );
  }
  return <SettingsSection title={t('permission.whoHeading')}>{body}</SettingsSection>;
}
