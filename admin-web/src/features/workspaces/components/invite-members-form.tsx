import { Alert, Button, Group, List, Pill, Radio, Stack, TagsInput, Text } from '@mantine/core';
import {
  ErrorKey,
  INVITATION_EMAILS_MAX,
  INVITATION_VALID_DAYS,
  Permission,
  Role,
} from '@punchcard/shared';
import { type SubmitEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useInviteMembers } from '@/features/workspaces/api/invite-members';
import {
  checkInvitees,
  type InviteeProblem,
  looksLikeEmail,
} from '@/features/workspaces/utils/invitee-emails';
import {
  type InvitableRole,
  invitableRoles,
  memberLimitOf,
} from '@/features/workspaces/utils/plan-rules';
import { notify } from '@/lib/notify';
import type { Invitation, Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

// Addresses end at a comma, semicolon, space or line break, typed or pasted.
const ADDRESS_SEPARATORS = [',', ';', ' ', '\n', '\t'];

/** The addresses in text not yet turned into entries (still being typed). */
const splitTyped = (text: string): string[] => text.split(/[,;\s]+/).filter((part) => part !== '');

export interface InviteMembersFormProps {
  /** The active workspace: invitations go to the caller's active one. */
  workspace: Workspace;
  /** The inviter's own address, which needs no invitation. */
  ownEmail: string;
  /** The addresses typed and not sent yet, so a page can warn before leaving them behind. */
  onDraftChange?: (addresses: readonly string[]) => void;
  /** Called after each batch of invitations is sent. */
  onSent?: (invitations: readonly Invitation[]) => void;
}

/**
 * Several e-mail addresses and one role (POST /v1/accounts/invitations/workspace-members). The
 * addresses are checked before sending; the roles offered are those the plan and the inviter's
 * own role allow, the others shown disabled with the plan that has them. Each batch sent is
 * listed, and the field empties for the next one (with another role, for instance).
 */
export function InviteMembersForm({
  workspace,
  ownEmail,
  onDraftChange,
  onSent,
}: InviteMembersFormProps) {
  const { t } = useTranslation('workspaces');
  const invite = useInviteMembers();
  const [addresses, setAddresses] = useState<string[]>([]);
  const [typing, setTyping] = useState('');
  const [role, setRole] = useState<InvitableRole>(Role.Member);
  const [problem, setProblem] = useState<InviteeProblem>();
  const [sent, setSent] = useState<Invitation[]>([]);

  const allowed = canInWorkspace(workspace, Permission.ManageWorkspaceMembers);
  const limit = memberLimitOf(workspace);
  const planName = t(`plan.${workspace.plan}`);

  const changeAddresses = (next: string[]) => {
    // A pasted "a@x.com, b@y.com," arrives as one entry with its separators: split it.
    setAddresses(next.flatMap(splitTyped));
    setProblem(undefined);
  };
  // Both the entries and the text still being typed are addresses not sent yet.
  useEffect(() => {
    onDraftChange?.([...addresses, ...splitTyped(typing)]);
  }, [addresses, typing, onDraftChange]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending || !allowed) return;
    // An address still being typed counts, as if its separator had been typed.
    const typed = [...addresses, ...splitTyped(typing)];
    const checked = checkInvitees(typed, {
      ownEmail,
      freeSeats: limit === null ? null : limit - 1,
    });
    setProblem(checked.problem);
    if (checked.problem !== undefined) return;
    invite.mutate(
      { role, emails: checked.emails },
      {
        onSuccess: (invitations) => {
          setSent((earlier) => [...earlier, ...invitations]);
          setTyping('');
          setAddresses([]);
          notify({ message: t('invite.sent', { count: invitations.length }), tone: 'success' });
          onSent?.(invitations);
        },
      },
    );
  };

  const problemText = (found: InviteeProblem): string => {
    switch (found.kind) {
      case 'empty':
        return t('validation.emailsRequired');
      case 'invalid':
        return t('validation.emailsInvalid', { emails: found.emails.join(', ') });
      case 'own':
        return t('validation.emailsOwn', { email: found.email });
      case 'tooMany':
        return t('validation.emailsTooMany', { max: found.max });
      case 'noRoom':
        return t('validation.emailsNoRoom', { count: found.free, plan: planName });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        {!allowed && (
          <Alert color="gray" variant="light">
            {t('invite.readOnly', { name: workspace.name })}
          </Alert>
        )}
        <TagsInput
          label={t('invite.emails')}
          description={t('invite.emailsHelp', { max: INVITATION_EMAILS_MAX })}
          placeholder={addresses.length === 0 ? t('invite.emailsPlaceholder') : undefined}
          disabled={!allowed || invite.isPending}
          value={addresses}
          onChange={changeAddresses}
          searchValue={typing}
          onSearchChange={setTyping}
          splitChars={ADDRESS_SEPARATORS}
          maxTags={INVITATION_EMAILS_MAX}
          clearable
          error={problem && problemText(problem)}
          renderPill={({ value = '', onRemove, disabled }) => {
            const invalid = !looksLikeEmail(value);
            return (
              <Pill
                withRemoveButton={!disabled}
                onRemove={onRemove}
                removeButtonProps={{
                  'aria-label': t('invite.remove', { email: value }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                bg={invalid ? 'var(--mantine-color-red-light)' : undefined}
                c={invalid ? 'var(--mantine-color-red-light-color)' : undefined}
              >
                {value}
              </Pill>
            );
          }}
        />

        <Radio.Group
          label={t('invite.role')}
          value={role}
          onChange={(value) => {
            setRole(value);
          }}
        >
          <Stack gap="sm" mt="xs">
            {invitableRoles(workspace).map(({ role: choice, needsPlan }) => (
              <Radio
                key={choice}
                value={choice}
                disabled={!allowed || invite.isPending || needsPlan !== undefined}
                label={t(`role.${choice}`)}
                description={
                  needsPlan === undefined
                    ? t(`invite.role.${choice}Help`)
                    : t('invite.role.unavailable', {
                        help: t(`invite.role.${choice}Help`),
                        needs: t('plan.needs', { plan: t(`plan.${needsPlan}`) }),
                      })
                }
              />
            ))}
          </Stack>
        </Radio.Group>

        {limit !== null && (
          <Text size="sm" c="dimmed">
            {t('invite.seats', { plan: planName, limit })}
          </Text>
        )}

        {invite.isError && (
          <ApiErrorAlert
            error={invite.error}
            explain={(error) =>
              error.errorKey === ErrorKey.AddMemberForbidden && limit !== null
                ? t('invite.noRoom', { plan: planName, limit })
                : undefined
            }
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending} disabled={!allowed || invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>

        {sent.length > 0 && (
          <Alert color="green" variant="light" title={t('invite.sentHeading')}>
            <Stack gap="xs">
              <List size="sm" spacing={4}>
                {sent.map((invitation) => (
                  <List.Item key={invitation.id}>
                    {invitation.email}{' '}
                    <Text component="span" size="sm" c="dimmed">
                      · {t(`role.${invitation.role}`)}
                    </Text>
                  </List.Item>
                ))}
              </List>
              <Text size="sm">{t('invite.sentHelp', { days: INVITATION_VALID_DAYS })}</Text>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
