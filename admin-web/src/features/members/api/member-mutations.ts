import type { Role } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { memberQueries } from '@/features/members/api/member-queries';
import type { MemberAction } from '@/features/members/utils/member-rules';
import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Invitation, Member } from '@/lib/wire';

// Each dialog shows its refusal in words beside the choice that caused it, so the app-wide
// notice stays silent (presentErrors: false).
const silent = { presentErrors: false } as const;

const memberPath = (idUser: string) => `/v1/workspaces/members/${encodeURIComponent(idUser)}`;
const invitationPath = (id: string) => `/v1/accounts/invitations/${encodeURIComponent(id)}`;

/** One change to one member or many; `role` only for the role change. */
export interface MemberChange {
  action: MemberAction;
  ids: string[];
  role?: Role;
}

/** The single-member route for one id, the all-or-nothing bulk route for several. */
function send({ action, ids, role }: MemberChange): Promise<Member | Member[]> {
  const [only] = ids;
  const single = ids.length === 1 && only !== undefined;
  switch (action) {
    case 'role':
      return single
        ? apiClient.patch<Member>(`${memberPath(only)}/role`, { role })
        : apiClient.patch<Member[]>('/v1/workspaces/members/role', {
            members: { idUsers: ids, role },
          });
    case 'remove':
      return single
        ? apiClient.delete<Member>(`${memberPath(only)}/pseudo`)
        : apiClient.request<Member[]>('DELETE', '/v1/workspaces/members/pseudo', { body: { ids } });
    default:
      return single
        ? apiClient.patch<Member>(`${memberPath(only)}/${action}`)
        : apiClient.patch<Member[]>(`/v1/workspaces/members/${action}`, { ids });
  }
}

/** Changes members; the list (and the invitations a delete revokes) refresh after. */
export function useChangeMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberQueries.all() }),
    meta: silent,
  });
}

/**
 * The caller leaves the active workspace by deactivating themself (spec section 4). Their
 * account then moves to another workspace, so who they are is read again.
 */
export function useLeaveWorkspace(idUser: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.patch<Member>(`${memberPath(idUser)}/deactivate`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: memberQueries.all() });
      await queryClient.invalidateQueries({ queryKey: accountQueries.all() });
    },
    meta: silent,
  });
}

/** POST .../workspace-members: one role for several addresses; answers the invitations mailed. */
export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { role: Role; emails: string[] }) =>
      apiClient.post<Invitation[]>('/v1/accounts/invitations/workspace-members', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueries.all() }),
    meta: silent,
  });
}

/**
 * Resend (a new link mailed, the old one dead) or withdraw one live invitation. An invitee with
 * an account is a pending member too: withdrawing deletes that membership, which revokes its
 * invitations (revoking the invitation alone would leave them pending).
 */
export function useInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invitation,
      action,
    }: {
      invitation: Invitation;
      action: 'resend' | 'withdraw';
    }): Promise<Invitation | Member> => {
      if (action === 'resend') {
        return apiClient.post<Invitation>(`${invitationPath(invitation.id)}/resend`);
      }
      return invitation.idUser === null
        ? apiClient.delete<Invitation>(invitationPath(invitation.id))
        : apiClient.delete<Member>(`${memberPath(invitation.idUser)}/pseudo`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberQueries.all() }),
    meta: silent,
  });
}
