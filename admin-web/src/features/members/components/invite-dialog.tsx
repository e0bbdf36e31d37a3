import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { INVITATION_EMAILS_MAX, type Role } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useInviteMembers } from '@/features/members/api/member-mutations';
import { parseEmails } from '@/features/members/utils/invite-emails';
import { notify } from '@/lib/notify';

interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The roles the caller may invite with, lowest first. */
  roles: readonly Role[];
  /** Seats left on the plan; null without a member limit. */
  seats: number | null;
  /** Only Member is offered because the plan lacks roles: say so. */
  rolesNeedPlan: boolean;
}

/** The spec's `add-member` dialog: several addresses, one role, the seats left on the plan. */
export function InviteDialog({ opened, onClose, ...props }: InviteDialogProps) {
  const { t } = useTranslation('members');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invite.title')}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {/* Mounted only while open: every opening starts empty. */}
      {opened && <InviteForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function InviteForm({ onClose, roles, seats, rolesNeedPlan }: Omit<InviteDialogProps, 'opened'>) {
  const { t } = useTranslation('members');
  const invite = useInviteMembers();
  const [text, setText] = useState('');
  const [role, setRole] = useState<Role | null>(() =>
    roles.includes('Member') ? 'Member' : (roles[0] ?? null),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const { emails, invalid } = parseEmails(text);
    const found =
      invalid.length > 0
        ? t('invite.invalid', { emails: invalid.join(', ') })
        : emails.length === 0
          ? t('invite.empty')
          : emails.length > INVITATION_EMAILS_MAX
            ? t('invite.tooMany', { max: INVITATION_EMAILS_MAX })
            : seats !== null && emails.length > seats
              ? t('invite.overSeats', { count: seats })
              : null;
    setProblem(found);
    if (found !== null || role === null) return;
    invite.mutate(
      { role, emails },
      {
        onSuccess: (sent) => {
          notify({ message: t('invite.done', { count: sent.length }), tone: 'success' });
          onClose();
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
      <Stack gap="md">
        <Textarea
          label={t('invite.emails')}
          description={t('invite.emailsHint')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
          error={problem}
          autosize
          minRows={3}
          required
          data-autofocus
        />
        <Select
          label={t('invite.role')}
          description={rolesNeedPlan ? t('invite.rolesNeedPlan') : undefined}
          data={roles.map((value) => ({ value, label: t(`role.${value}`) }))}
          value={role}
          onChange={(value) => {
            setRole(value);
          }}
          allowDeselect={false}
        />
        <Text size="sm" role="status">
          {seats === null
            ? t('invite.unlimited')
            : seats === 0
              ? t('invite.noSeats')
              : t('invite.seats', { count: seats })}
        </Text>
        {invite.isError && <ApiErrorAlert error={invite.error} title={t('failed.title')} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={invite.isPending}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending} disabled={seats === 0}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
