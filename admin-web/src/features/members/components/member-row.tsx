import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { type MemberState, stateOf } from '@/features/members/utils/member-filters';
import type { Member } from '@/lib/wire';

// Dark shades: white-on-colour text of light variants reaches 4.5:1 in both colour schemes.
const stateColor: Record<MemberState, string> = {
  PENDING: 'yellow',
  ACTIVE: 'green',
  INACTIVE: 'gray',
  DELETED: 'red',
};

interface MemberRowProps {
  member: Member;
  /** Set when the caller may manage this member's kiosk credentials. */
  onCredentials?: () => void;
}

/** One member: who they are, their role and state, and what the caller may do for them. */
export function MemberRow({ member, onCredentials }: MemberRowProps) {
  const { t } = useTranslation('members');
  const state = stateOf(member);
  // The name line already says the nickname when there is one (the API's `name` prefers it).
  const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const showNickname = member.nickname !== null && member.nickname !== '';

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <Avatar
            src={member.avatar}
            alt=""
            name={member.name}
            color="green"
            radius="xl"
            // The initials only repeat the name beside them.
            aria-hidden
          />
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.name}
              {showNickname && fullName !== '' && fullName !== member.name && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  ({fullName})
                </Text>
              )}
            </Text>
            {/* Someone who gave no name is named by their e-mail: no need to say it twice. */}
            {member.email !== member.name && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {member.email ?? t('member.noEmail')}
              </Text>
            )}
          </Stack>
        </Group>
        {/* Left-aligned: on a phone, where it wraps under the name, it starts with the name. */}
        <Group gap="xs" wrap="wrap">
          <Badge variant="default" radius="sm">
            {t(`role.${member.role}`)}
          </Badge>
          <Badge variant="light" color={stateColor[state]} radius="sm">
            {t(`state.${state}`)}
          </Badge>
          {onCredentials && (
            <Button
              size="xs"
              variant="light"
              onClick={onCredentials}
              aria-label={t('credentials.openFor', { name: member.name })}
            >
              {t('credentials.open')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
