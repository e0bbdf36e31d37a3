import type { Role } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import { useChangeMembers } from '@/features/members/api/member-mutations';
import type { ChangeRequest } from '@/features/members/components/member-change-dialog';
import type { MemberAction } from '@/features/members/utils/member-rules';
import { notify } from '@/lib/notify';
import type { Member } from '@/lib/wire';

/**
 * Changes to members, singly or in bulk. Reactivating and restoring give something back, so they
 * run at once; a role change, deactivation or delete first opens its dialog (`request`).
 */
export function useMemberChanges(onDone: () => void) {
  const { t } = useTranslation('members');
  const change = useChangeMembers();
  const [request, setRequest] = useState<ChangeRequest | null>(null);

  const run = (action: MemberAction, members: Member[], role?: Role) => {
    const ids = members.map((member) => member.idUser);
    change.mutate(
      { action, ids, role },
      {
        onSuccess: () => {
          notify({ message: t(`done.${action}`, { count: ids.length }), tone: 'success' });
          setRequest(null);
          onDone();
        },
        onError: (error) => {
          // A dialog shows its own refusal; an immediate change has only the notice.
          if (action === 'reactivate' || action === 'restore') {
            notify({
              title: t('failed.title'),
              message: <ApiErrorText error={error} />,
              tone: 'error',
            });
          }
        },
      },
    );
  };

  return {
    request,
    busy: change.isPending,
    error: request ? change.error : null,
    start: (action: MemberAction, members: Member[]) => {
      change.reset();
      if (action === 'reactivate' || action === 'restore') run(action, members);
      else setRequest({ action, members });
    },
    confirm: (role: Role | undefined) => {
      if (request) run(request.action, request.members, role);
    },
    close: () => {
      setRequest(null);
    },
  };
}
