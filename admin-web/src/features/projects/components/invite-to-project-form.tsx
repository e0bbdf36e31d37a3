import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { type InviteeKind, useInviteToProject } from '@/features/projects/api/project-mutations';
import type { ProjectAbilities } from '@/features/projects/utils/project-rules';
import { notify } from '@/lib/notify';

interface InviteToProjectFormProps {
  idProject: string;
  abilities: ProjectAbilities;
}

/** One address, no spaces, something on both sides of one @ and a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invites someone by e-mail to the workspace and this project: as a Member (MANAGE_WORKSPACE_
 * MEMBERS) or a Guest (INVITE_PROJECT_GUEST, and the plan's guest role).
 */
export function InviteToProjectForm({ idProject, abilities }: InviteToProjectFormProps) {
  const { t } = useTranslation('projects');
  const invite = useInviteToProject(idProject);
  const kinds: InviteeKind[] = [
    ...(abilities.canManageMembers ? (['member'] as const) : []),
    ...(abilities.canInviteGuests ? (['guest'] as const) : []),
  ];
  const guestsOpen = abilities.guestsNeedPlan === undefined;
  const [kind, setKind] = useState<InviteeKind>(kinds[0] ?? 'member');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const address = email.trim();
    const found = EMAIL.test(address) ? null : t('invite.invalid');
    setProblem(found);
    if (found !== null) return;
    invite.mutate(
      { email: address, kind },
      {
        onSuccess: (answer) => {
          setEmail('');
          notify({
            tone: 'success',
            message: t(answer.invitation === null ? 'invite.addedAtOnce' : 'invite.sent', {
              email: address,
            }),
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="email"
          label={t('invite.email')}
          description={t('invite.hint')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
          error={problem}
          autoComplete="off"
        />
        {kinds.length > 1 && (
          <Radio.Group
            label={t('invite.kind')}
            value={kind}
            onChange={(value) => {
              setKind(value === 'guest' ? 'guest' : 'member');
            }}
            description={
              guestsOpen
                ? undefined
                : t('invite.guestNeedsPlan', { plan: abilities.guestsNeedPlan })
            }
          >
            <Group gap="md" mt="xs">
              <Radio value="member" label={t('invite.kindMember')} />
              <Radio
                value="guest"
                label={t('invite.kindGuest')}
                description={t('invite.guestHint')}
                disabled={!guestsOpen}
              />
            </Group>
          </Radio.Group>
        )}
        {kinds.length === 1 && kind === 'guest' && (
          <Text size="sm">
            {guestsOpen
              ? t('invite.asGuest')
              : t('invite.guestNeedsPlan', { plan: abilities.guestsNeedPlan })}
          </Text>
        )}
        {invite.isError && <ApiErrorAlert error={invite.error} title={t('invite.failed')} />}
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={invite.isPending}
            disabled={kind === 'guest' && !guestsOpen}
          >
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
