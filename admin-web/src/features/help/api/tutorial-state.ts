import type { TutorialState } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';

/**
 * PATCH /v1/accounts/me/tutorial-state: notes on the account that its owner finished the guided
 * tour (the `me` answer's `is_tutorial_done`). The tour page says itself when saving fails.
 */
export function useSaveTutorialState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isTutorialDone: boolean) =>
      apiClient.patch<unknown>('/v1/accounts/me/tutorial-state', {
        is_tutorial_done: isTutorialDone,
      } satisfies TutorialState),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
    meta: { presentErrors: false },
  });
}
