import type { ChangePinRequest, ResetPinRequest } from '@punchcard/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import type { PinAvailability } from '@/lib/wire';

/** The account's kiosk PIN: whether it has one, and whether a workspace of it asks for PINs. */
export const pinQueries = {
  all: () => ['accounts', 'pin'] as const,
  availability: () =>
    queryOptions({
      queryKey: [...pinQueries.all(), 'availability'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<PinAvailability>('/v1/accounts/me/pin/is-available', { signal }),
    }),
};

// The forms show a refusal themselves (under the field), so no notice is raised.

/** PUT /v1/accounts/me/pin: the account's first PIN. */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => apiClient.put<{ ok: boolean }>('/v1/accounts/me/pin', { pin }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinQueries.all() }),
    meta: { presentErrors: false },
  });
}

/** PATCH /v1/accounts/me/pin: a new PIN, proving the old one. */
export function useChangePin() {
  return useMutation({
    mutationFn: (request: CamelCaseKeys<ChangePinRequest>) =>
      apiClient.patch<{ ok: boolean }>('/v1/accounts/me/pin', request),
    meta: { presentErrors: false },
  });
}

/** POST /v1/accounts/me/pin/reset-mail: a one-time link to /setup-pin, in the page's language. */
export function useRequestPinReset() {
  return useMutation({
    mutationFn: () => apiClient.post<{ ok: boolean }>('/v1/accounts/me/pin/reset-mail'),
  });
}

/** PATCH /v1/accounts/reset/pin: a new PIN with the token of the e-mailed link (signed in or not). */
export function useResetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CamelCaseKeys<ResetPinRequest>) =>
      apiClient.patch<{ ok: boolean }>('/v1/accounts/reset/pin', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinQueries.all() }),
    meta: { presentErrors: false },
  });
}
