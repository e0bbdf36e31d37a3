import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/**
 * GET /v1/accounts/emails/password-reset/{email}: mails a one-time link to choose a new password.
 * An unknown e-mail is a 404 the page explains itself.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.get<{ ok: boolean }>(
        `/v1/accounts/emails/password-reset/${encodeURIComponent(email)}`,
      ),
    meta: { presentErrors: false },
  });
}
