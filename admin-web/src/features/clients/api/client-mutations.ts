import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Client, clientQueries } from '@/features/clients/api/client-queries';
import { apiClient } from '@/lib/api-client';
import { catalogQueries } from '@/lib/catalog-queries';
import { uploadImage } from '@/lib/upload-image';
import type { Project } from '@/lib/wire';

const clientPath = (id: string) => `/v1/clients/${encodeURIComponent(id)}`;
const projectClientsPath = (idProject: string) =>
  `/v1/projects/${encodeURIComponent(idProject)}/clients`;

/** Clients appear on projects too (their names and pictures), so both lists are refreshed. */
function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientQueries.all() }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    ]);
}

/** POST /v1/clients. The dialog shows a refusal itself, beside the name. */
export function useCreateClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (name: string) => apiClient.post<Client>('/v1/clients', { name }),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/** PATCH /v1/clients/{id}/name. The dialog shows a refusal itself, beside the name. */
export function useRenameClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiClient.patch<Client>(`${clientPath(id)}/name`, { name }),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/** PATCH /v1/clients/{id}/avatar (multipart); the picker shows a refusal under its button. */
export function useUploadClientAvatar(id: string) {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (file: File) => uploadImage<Client>(`${clientPath(id)}/avatar`, file),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/** DELETE /v1/clients/{id}/pseudo: a soft delete, undone by `useRestoreClient`. */
export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<Client>(`${clientPath(id)}/pseudo`),
    onSettled: invalidate,
  });
}

/** PATCH /v1/clients/{id}/restore */
export function useRestoreClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (id: string) => apiClient.patch<Client>(`${clientPath(id)}/restore`),
    onSettled: invalidate,
  });
}

export interface ProjectLink {
  idProject: string;
  idClient: string;
}

/**
 * POST /v1/projects/{id}/clients. Needs CUD_PROJECT_TASK besides the clients permission; the
 * dialog explains a refusal (clients.messages.add_project_forbidden) in place.
 */
export function useAttachProject() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: ({ idProject, idClient }: ProjectLink) =>
      apiClient.post<Project>(projectClientsPath(idProject), { idClient }),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}

/** DELETE /v1/projects/{id}/clients?clients={idClient} */
export function useDetachProject() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: ({ idProject, idClient }: ProjectLink) =>
      apiClient.delete<Project>(projectClientsPath(idProject), { query: { clients: [idClient] } }),
    onSettled: invalidate,
    meta: { presentErrors: false },
  });
}
