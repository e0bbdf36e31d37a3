import { Select } from '@mantine/core';
import type { Role } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/features/members/components/confirm-dialog';
import { defaultDialogRole, type MemberAction } from '@/features/members/utils/member-rules';
import type { Member } from '@/lib/wire';

/** A change waiting for its dialog: a role to pick, or consequences to confirm. */
export interface ChangeRequest {
  action: Extract<MemberAction, 'role' | 'deactivate' | 'remove'>;
  members: Member[];
}

interface MemberChangeDialogProps {
  request: ChangeRequest | null;
  /** The roles the caller may give (only used by the role change). */
  roles: readonly Role[];
  busy: boolean;
  error: unknown;
  onConfirm: (role: Role | undefined) => void;
  onClose: () => void;
}

/** The dialog of a role change, deactivation or delete, for one member or a selection. */
export function MemberChangeDialog({ request, ...props }: MemberChangeDialogProps) {
  // Keyed: every request starts with the dialog's defaults (the role dialog on Guest).
  if (!request) return null;
  return (
    <ChangeDialog
      key={`${request.action}:${request.members.map((member) => member.idUser).join()}`}
      request={request}
      {...props}
    />
  );
}

function ChangeDialog({
  request,
  roles,
  busy,
  error,
  onConfirm,
  onClose,
}: MemberChangeDialogProps & { request: ChangeRequest }) {
  const { t } = useTranslation('members');
  const [role, setRole] = useState<Role | null>(() => defaultDialogRole(roles));
  const { action, members } = request;
  const [only] = members;
  const many = { count: members.length };
  const titles = {
    role:
      only && members.length === 1
        ? t('roleDialog.title', { name: only.name })
        : t('roleDialog.titleMany', many),
    deactivate:
      only && members.length === 1
        ? t('confirm.deactivate.title', { name: only.name })
        : t('confirm.deactivate.titleMany', many),
    remove:
      only && members.length === 1
        ? t('confirm.remove.title', { name: only.name })
        : t('confirm.remove.titleMany', many),
  };
  const isRole = action === 'role';
  return (
    <ConfirmDialog
      opened
      title={titles[action]}
      body={isRole ? t('roleDialog.hint') : t(`confirm.${action}.body`)}
      confirmLabel={isRole ? t('roleDialog.submit') : t(`action.${action}`)}
      confirmColor={isRole ? 'green.8' : undefined}
      busy={busy}
      onConfirm={() => {
        if (!isRole) onConfirm(undefined);
        else if (role !== null) onConfirm(role);
      }}
      onClose={onClose}
      error={error ? <ApiErrorAlert error={error} title={t('failed.title')} /> : undefined}
    >
      {isRole && (
        <Select
          label={t('roleDialog.role')}
          data={roles.map((value) => ({ value, label: t(`role.${value}`) }))}
          value={role}
          onChange={(value) => {
            setRole(value);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </ConfirmDialog>
  );
}
