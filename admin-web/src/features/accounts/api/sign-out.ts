import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/**
 * Ends the session, then loads `signedOutHref` afresh: a full page load is the surest way to
 * reset all state (spec section 4), caches and open dialogs included.
 */
export function useSignOut(signedOutHref: string) {
  return useMutation({
    mutationFn: () => apiClient.post<{ ok: boolean }>('/v1/accounts/sign-out'),
    onSuccess: () => {
      window.location.assign(signedOutHref);
    },
  });
}
