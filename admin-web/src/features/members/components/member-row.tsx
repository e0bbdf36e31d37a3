import { Anchor, Avatar, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { WorkStatus } from '@punchcard/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { MemberActionsMenu } from '@/features/members/components/member-actions-menu';
import { type MemberState, stateOf } from '@/features/members/utils/member-filters';
import type { MemberAction } from '@/features/members/utils/member-rules';
import type { Member } from '@/lib/wire';

// Dark shades: white-on-colour text of light variants reaches 4.5:1 in both colour schemes.
const stateColor: Record<MemberState, string> = {
  PENDING: 'yellow',
  ACTIVE: 'green',
  INACTIVE: 'gray',
  DELETED: 'red',
};
const workColor: Record<WorkStatus, string> = {
  WORKING: 'green',
  BREAK: 'orange',
  NOT_WORKING: 'gray',
};

interface MemberRowProps {
  member: Member;
  /** The caller's own row. */
  isSelf?: boolean;
  /** The changes the caller may make to this member. */
  actions: readonly MemberAction[];
  onAction: (action: MemberAction) => void;
  /** Set when the row can be picked for a bulk change. */
  selection?: { selected: boolean; onChange: (selected: boolean) => void };
  /** The member's time pages, for those who may see them. */
  timesHref?: string;
  /** Set when the caller may manage this member's kiosk credentials. */
  onCredentials?: () => void;
}

/** One member: who they are, their role, state and work, and what the caller may do for them. */
export function MemberRow({
  member,
  isSelf = false,
  actions,
  onAction,
  selection,
  timesHref,
  onCredentials,
}: MemberRowProps) {
  const { t } = useTranslation('members');
  const state = stateOf(member);
  // The name line already says the nickname when there is one (the API's `name` prefers it).
  const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const showNickname = member.nickname !== null && member.nickname !== '';
  // Only members who have joined and are still here clock in.
  const showWork = state === 'ACTIVE';

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          {selection && (
            <Checkbox
              aria-label={t('select.member', { name: member.name })}
              checked={selection.selected}
              onChange={(event) => {
                selection.onChange(event.currentTarget.checked);
              }}
            />
          )}
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
              {timesHref ? (
                <Anchor component={Link} to={timesHref} inherit underline="always">
                  {member.name}
                </Anchor>
              ) : (
                member.name
              )}
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
          {isSelf && (
            <Badge variant="filled" color="green.9" radius="sm">
              {t('member.you')}
            </Badge>
          )}
          <Badge variant="default" radius="sm">
            {t(`role.${member.role}`)}
          </Badge>
          <Badge variant="light" color={stateColor[state]} radius="sm">
            {t(`state.${state}`)}
          </Badge>
          {showWork && (
            <Badge variant="dot" color={workColor[member.workStatus]} radius="sm">
              {t(`work.${member.workStatus}`)}
            </Badge>
          )}
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
          <MemberActionsMenu name={member.name} actions={actions} onAction={onAction} />
        </Group>
      </Group>
    </Paper>
  );
}
