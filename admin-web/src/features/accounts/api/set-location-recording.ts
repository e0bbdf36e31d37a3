import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';
import type { LocationToggle, Preferences } from '@/lib/wire';

/** Clock in/out (workspace time) or activities (timestamps). */
export type LocationMoment = 'workspaceTime' | 'timestamp';

const routeOf: Record<LocationMoment, string> = {
  workspaceTime: '/v1/accounts/me/location/workspace-time',
  timestamp: '/v1/accounts/me/location/timestamp',
};

const fieldOf = {
  workspaceTime: 'isWorkspaceTimeLocationOn',
  timestamp: 'isTimestampLocationOn',
} as const satisfies Record<LocationMoment, keyof Preferences>;

export interface LocationChange {
  moment: LocationMoment;
  on: boolean;
}

/**
 * The member's location switches (spec section 4): the switch moves at once and moves back if
 * the API refuses; the refusal is shown as a notice by the app (412 when the plan lacks it).
 */
export function useSetLocationRecording(idWorkspace: string) {
  const queryClient = useQueryClient();
  const { queryKey } = accountQueries.preferences(idWorkspace);
  return useMutation({
    mutationFn: ({ moment, on }: LocationChange) =>
      apiClient.patch<LocationToggle>(routeOf[moment], { isLocationOn: on }),
    onMutate: async ({ moment, on }) => {
      // A poll answering meanwhile would flip the switch back before the API has decided.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current) =>
        current === undefined ? current : { ...current, [fieldOf[moment]]: on },
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ isLocationOn }, { moment }) => {
      queryClient.setQueryData(queryKey, (current) =>
        current === undefined ? current : { ...current, [fieldOf[moment]]: isLocationOn },
      );
    },
  });
}
