import type { ChangePasswordRequest } from '@punchcard/shared';
import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

/**
 * PATCH /v1/accounts/me/password. Other sessions end; this browser gets a new session cookie in
 * the answer, so the page stays signed in. The form shows a refusal itself.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: CamelCaseKeys<ChangePasswordRequest>) =>
      apiClient.patch<{ ok: boolean }>('/v1/accounts/me/password', request),
    meta: { presentErrors: false },
  });
}
