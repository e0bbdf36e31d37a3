// The workspace's profile: its name, address, time zone, currency and picture.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adoptAnswer } from '@/features/workspace-settings/api/workspace-cache';
import { apiClient } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';
import type { Workspace } from '@/lib/wire';

export interface ProfileValues {
  name: string;
  address: string;
  timeZone: string;
  currency: string;
}

export const profileValuesOf = (workspace: Workspace): ProfileValues => ({
  name: workspace.name,
  address: workspace.address ?? '',
  timeZone: workspace.timeZone,
  currency: workspace.currency,
});

/** The calls that save what changed, each answering the workspace as it now is. */
function callsFor(id: string, saved: ProfileValues, values: ProfileValues) {
  const calls: (() => Promise<Workspace>)[] = [];
  if (values.name.trim() !== saved.name) {
    calls.push(() =>
      apiClient.patch<Workspace>(`/v1/workspaces/${encodeURIComponent(id)}/names`, {
        name: values.name.trim(),
      }),
    );
  }
  const address = values.address.trim();
  if (address !== saved.address || values.timeZone !== saved.timeZone) {
    calls.push(() =>
      apiClient.patch<Workspace>('/v1/workspaces/profile', {
        address: address === '' ? null : address,
        timeZone: values.timeZone,
      }),
    );
  }
  if (values.currency !== saved.currency) {
    calls.push(() =>
      apiClient.patch<Workspace>('/v1/workspaces/currency', { currency: values.currency }),
    );
  }
  return calls;
}

/**
 * Saves the fields that changed, one route each, in order. A refusal stops the rest; those saved
 * already stay saved (each call sets a value, so saving again repeats them harmlessly). The form
 * shows a refusal under itself.
 */
export function useSaveWorkspaceProfile(workspace: Workspace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProfileValues) => {
      let latest: Workspace | undefined;
      try {
        for (const call of callsFor(workspace.id, profileValuesOf(workspace), values)) {
          latest = await call();
        }
      } finally {
        if (latest) adoptAnswer(queryClient, latest);
      }
      return latest;
    },
    meta: { presentErrors: false },
  });
}

/** PATCH /v1/workspaces/avatar with the picked file; answers the workspace. */
export function useUploadWorkspaceAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage<Workspace>('/v1/workspaces/avatar', file),
    onSuccess: (workspace) => {
      adoptAnswer(queryClient, workspace);
    },
    meta: { presentErrors: false },
  });
}
