import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import type { SsoRequirement } from '@/features/sso/types';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

/**
 * PATCH /v1/workspaces/sso-requirement, applied at once and rolled back on failure
 * (time-tracking-spec section 4): the switch shows the new value while the call is out, and a
 * refusal puts it back and says why.
 */
export function useSsoRequirement(workspace: Workspace) {
  const { t } = useTranslation('sso');
  const queryClient = useQueryClient();
  const meKey = accountQueries.me().queryKey;
  const show = (isOidcRequired: boolean) => {
    queryClient.setQueryData(meKey, (me) =>
      me?.activeWorkspace?.id === workspace.id
        ? { ...me, activeWorkspace: { ...me.activeWorkspace, isOidcRequired } }
        : me,
    );
  };

  return useMutation({
    mutationFn: (isOidcRequired: boolean) =>
      apiClient.patch<SsoRequirement>('/v1/workspaces/sso-requirement', { isOidcRequired }),
    onMutate: async (isOidcRequired) => {
      // A refetch landing now would show the old value for a moment.
      await queryClient.cancelQueries({ queryKey: meKey });
      const shown = queryClient.getQueryData(meKey)?.activeWorkspace;
      const previous = shown?.id === workspace.id ? shown.isOidcRequired : workspace.isOidcRequired;
      show(isOidcRequired);
      return { previous };
    },
    onSuccess: (answer) => {
      show(answer.isOidcRequired);
      void queryClient.invalidateQueries({ queryKey: meKey });
      notify({ tone: 'success', message: t('requirement.saved') });
    },
    onError: (error, _value, context) => {
      if (context) show(context.previous);
      notify({
        tone: 'error',
        title: t('requirement.rolledBack'),
        message: <ApiErrorText error={error} />,
      });
    },
    // This hook tells the failure itself, with the roll-back.
    meta: { presentErrors: false },
  });
}
