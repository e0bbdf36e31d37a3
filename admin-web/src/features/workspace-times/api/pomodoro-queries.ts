// The member's pomodoro switch and lengths, both part of their preferences (GET
// /v1/accounts/me/preferences): the same cache entry the account page reads, so a change here
// shows there and the other way round.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PomodoroLengths } from '@/features/workspace-times/utils/pomodoro';
import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { Preferences } from '@/lib/wire';

interface PomodoroPreferences {
  enabled: boolean;
  /** The saved lengths, or the standard ones when never customised (the API fills them in). */
  lengths: PomodoroLengths;
}

export const pomodoroQueries = {
  /** Keyed by workspace like every preference read (the answer holds the membership's too). */
  preferences: (idWorkspace: string) =>
    queryOptions({
      ...accountQueries.preferences(idWorkspace),
      select: (preferences: Preferences): PomodoroPreferences => ({
        enabled: preferences.isPomodoroEnabled,
        lengths: preferences.pomodoroSettings,
      }),
    }),
};

/**
 * PATCH /v1/accounts/me/pomodoro/status. The switch moves at once and back if the API refuses
 * (the app presents the refusal).
 */
export function useSetPomodoroEnabled(idWorkspace: string) {
  const queryClient = useQueryClient();
  const { queryKey } = pomodoroQueries.preferences(idWorkspace);
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiClient.patch<{ isPomodoroEnabled: boolean }>('/v1/accounts/me/pomodoro/status', {
        isPomodoroEnabled: enabled,
      }),
    onMutate: async (enabled) => {
      // A poll answering meanwhile would flip the switch back before the API has decided.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current) =>
        current === undefined ? current : { ...current, isPomodoroEnabled: enabled },
      );
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ isPomodoroEnabled }) => {
      queryClient.setQueryData(queryKey, (current) =>
        current === undefined ? current : { ...current, isPomodoroEnabled },
      );
    },
  });
}

/**
 * PATCH /v1/accounts/me/pomodoro/settings with the fields changed; the answer is the whole
 * settings. Refusals (403 when the plan or the workspace does not allow it) show in the dialog.
 */
export function useSavePomodoroSettings(idWorkspace: string) {
  const queryClient = useQueryClient();
  const { queryKey } = pomodoroQueries.preferences(idWorkspace);
  return useMutation({
    mutationFn: (change: Partial<PomodoroLengths>) =>
      apiClient.patch<PomodoroLengths>('/v1/accounts/me/pomodoro/settings', change),
    meta: { presentErrors: false },
    onSuccess: (lengths) => {
      queryClient.setQueryData(queryKey, (current) =>
        current === undefined ? current : { ...current, pomodoroSettings: lengths },
      );
    },
    // The refusal may mean the workspace changed its rules: read them again.
    onError: () => queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
  });
}
