import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import {
  type SettingChange,
  sendSettingChange,
  undoOf,
  withChange,
} from '@/features/workspace-settings/api/setting-changes';
import {
  adoptAnswer,
  updateActiveWorkspace,
} from '@/features/workspace-settings/api/workspace-cache';
import { ApiErrorText } from '@/components/api-error-alert';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

/**
 * Saves one setting of the active workspace the moment it changes (time-tracking-spec section 4:
 * toggles apply at once and roll back if the call fails). The page shows the new value at once;
 * a refusal puts back only this setting (another one flipped meanwhile keeps its own outcome)
 * and says why.
 */
export function useSettingChange(workspace: Workspace) {
  const { t } = useTranslation('workspaceSettings');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSettingChange,
    onMutate: async (change: SettingChange) => {
      // A refetch landing now would show the old value for a moment.
      const meKey = accountQueries.me().queryKey;
      await queryClient.cancelQueries({ queryKey: meKey });
      const current = queryClient.getQueryData(meKey)?.activeWorkspace;
      const undo = undoOf(current?.id === workspace.id ? current : workspace, change);
      updateActiveWorkspace(queryClient, workspace.id, (shown) => withChange(shown, change));
      return { undo };
    },
    onSuccess: (answer) => {
      adoptAnswer(queryClient, answer);
      notify({ message: t('saved'), tone: 'success' });
    },
    onError: (error, _change, context) => {
      if (context) {
        updateActiveWorkspace(queryClient, workspace.id, (shown) =>
          withChange(shown, context.undo),
        );
      }
      notify({
        tone: 'error',
        title: t('rolledBack'),
        message: <ApiErrorText error={error} />,
      });
    },
    // This hook tells the failure itself, with the roll-back.
    meta: { presentErrors: false },
  });
}
