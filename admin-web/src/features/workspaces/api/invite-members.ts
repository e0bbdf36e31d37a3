import type { InviteWorkspaceMembersRequest } from '@punchcard/shared';
import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { Invitation } from '@/lib/wire';

/**
 * POST /v1/accounts/invitations/workspace-members: mails each address a link to join the active
 * workspace with the role. The form shows a refusal itself (no room on the plan, a role the plan
 * lacks), so no notice is raised.
 */
export function useInviteMembers() {
  return useMutation({
    mutationFn: (request: InviteWorkspaceMembersRequest) =>
      apiClient.post<Invitation[]>('/v1/accounts/invitations/workspace-members', request),
    meta: { presentErrors: false },
  });
}
