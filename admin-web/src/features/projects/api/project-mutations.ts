import type { UpdateProjectSettingsRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectPath, projectQueries } from '@/features/projects/api/project-queries';
import type {
  ProjectDetails,
  ProjectInvitationResponse,
  ProjectMember,
  ProjectMemberRate,
} from '@/features/projects/types';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import { catalogQueries } from '@/lib/catalog-queries';

// Each dialog shows its refusal beside the choice that caused it, and the list's own actions say
// what happened in a notice, so the app-wide notice stays silent.
const silent = { presentErrors: false } as const;

/** Projects appear in the clock's and the tasks' pickers too: both lists refresh after a change. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    ]);
}

/** What the edit-project dialog saves: the settings and the clients attached. */
export interface ProjectDraft {
  name: string;
  isPublic: boolean;
  description: string;
  hourlyRate: number;
  clientIds: readonly string[];
}

/**
 * Creates a project (POST) or replaces its settings (PUT), then attaches and detaches clients
 * against what the answer says is attached, so a retry after a partial failure does only the rest.
 */
export function useSaveProject(id: string | null) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (draft: ProjectDraft): Promise<ProjectDetails> => {
      const settings: CamelCaseKeys<UpdateProjectSettingsRequest> = {
        name: draft.name,
        isPublic: draft.isPublic,
        description: draft.description === '' ? null : draft.description,
        hourlyRate: draft.hourlyRate,
      };
      let saved =
        id === null
          ? await apiClient.post<ProjectDetails>('/v1/projects', settings)
          : await apiClient.put<ProjectDetails>(`${projectPath(id)}/settings`, settings);
      const attached = new Set(saved.clients.map((client) => client.id));
      const wanted = new Set(draft.clientIds);
      for (const idClient of wanted) {
        if (attached.has(idClient)) continue;
        saved = await apiClient.post<ProjectDetails>(`${projectPath(saved.id)}/clients`, {
          idClient,
        });
      }
      const detach = [...attached].filter((idClient) => !wanted.has(idClient));
      if (detach.length > 0) {
        saved = await apiClient.delete<ProjectDetails>(`${projectPath(saved.id)}/clients`, {
          query: { clients: detach },
        });
      }
      return saved;
    },
    onSettled: invalidate,
    meta: silent,
  });
}

/** The one-click changes of a project: archive, favourite, join and leave (and their twins). */
export type ProjectFlag = 'archive' | 'unarchive' | 'favorite' | 'unfavorite' | 'join' | 'leave';

const flagRequest: Record<ProjectFlag, { method: 'PATCH' | 'DELETE' | 'POST'; path: string }> = {
  archive: { method: 'PATCH', path: 'is-archived' },
  unarchive: { method: 'DELETE', path: 'is-archived' },
  favorite: { method: 'PATCH', path: 'is-favorite' },
  unfavorite: { method: 'DELETE', path: 'is-favorite' },
  join: { method: 'POST', path: 'members/me' },
  leave: { method: 'DELETE', path: 'members/me' },
};

export function useProjectFlag() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, flag }: { id: string; flag: ProjectFlag }) => {
      const { method, path } = flagRequest[flag];
      return apiClient.request<ProjectDetails>(method, `${projectPath(id)}/${path}`);
    },
    onSettled: invalidate,
    meta: silent,
  });
}

/** Adds or removes one member; answers the members after the change. */
export function useChangeProjectMember(idProject: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ idUser, action }: { idUser: string; action: 'add' | 'remove' }) =>
      apiClient.post<ProjectMember[]>(
        `${projectPath(idProject)}/members${action === 'remove' ? '/remove' : ''}`,
        { idUser },
      ),
    onSettled: invalidate,
    meta: silent,
  });
}

/** PATCH /v1/projects/members/hourly-rate: all or nothing; null puts back the project's rate. */
export function useSaveMemberRates() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (rates: ProjectMemberRate[]) =>
      apiClient.patch<ProjectMemberRate[]>('/v1/projects/members/hourly-rate', { rates }),
    onSettled: invalidate,
    meta: silent,
  });
}

/** Who an invitation to a project makes the invitee. */
export type InviteeKind = 'member' | 'guest';

/**
 * Mails an invitation to join the workspace and the project, as a Member or a Guest; an address
 * that is already an active member's joins the project at once.
 */
export function useInviteToProject(idProject: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ email, kind }: { email: string; kind: InviteeKind }) =>
      kind === 'guest'
        ? apiClient.post<ProjectInvitationResponse>('/v1/accounts/invitations/project-guests', {
            idProject,
            email,
          })
        : apiClient.post<ProjectInvitationResponse>('/v1/accounts/invitations/project-members', {
            idProject,
            email,
            role: 'Member',
          }),
    onSettled: invalidate,
    meta: silent,
  });
}
