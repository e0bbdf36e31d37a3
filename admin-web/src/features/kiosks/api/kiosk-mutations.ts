import type { KioskSettingsRequest, UpdateKioskRequest } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { kioskQueries } from '@/features/kiosks/api/kiosk-queries';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import { accountQueries } from '@/lib/session';
import type { Kiosk, KioskPairingCode, Workspace } from '@/lib/wire';

// Refusals are told by the app's error presenter (the errors catalogue), so no meta here.

function useInvalidateFleet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: kioskQueries.all() });
}

/** POST /v1/kiosks: answers the new kiosk's first pairing code. */
export function useRegisterKiosk() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (name: string) => apiClient.post<KioskPairingCode>('/v1/kiosks', { name }),
    onSettled: invalidate,
  });
}

/** PATCH /v1/kiosks/{id}: rename, lock or unlock. */
export function useUpdateKiosk() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string } & CamelCaseKeys<UpdateKioskRequest>) =>
      apiClient.patch<Kiosk>(`/v1/kiosks/${encodeURIComponent(id)}`, changes),
    onSettled: invalidate,
  });
}

/** POST /v1/kiosks/{id}/pairing-code: re-pair (the old token dies once the code is used). */
export function useNewPairingCode() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<KioskPairingCode>(`/v1/kiosks/${encodeURIComponent(id)}/pairing-code`),
    onSettled: invalidate,
  });
}

/** DELETE /v1/kiosks/{id}: the device's token stops working at once. */
export function useRevokeKiosk() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<Kiosk>(`/v1/kiosks/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}

/**
 * PATCH /v1/workspaces/kiosk-settings with the flags that changed (already snake_case: the wire
 * names). The answer is the whole workspace, which the signed-in account carries.
 */
export function useSaveKioskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: KioskSettingsRequest) =>
      apiClient.patch<Workspace>('/v1/workspaces/kiosk-settings', changes),
    onSuccess: (workspace) => {
      queryClient.setQueryData(accountQueries.me().queryKey, (me) =>
        me?.activeWorkspace?.id === workspace.id ? { ...me, activeWorkspace: workspace } : me,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
  });
}
