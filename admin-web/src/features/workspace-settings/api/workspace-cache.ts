// The signed-in account (`me`) carries the active workspace, which every page reads: a settings
// call answers the workspace as it now is, and these put it there at once.
import { hashKey, type QueryClient } from '@tanstack/react-query';

import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

const meKey = () => accountQueries.me().queryKey;

/** Replaces the active workspace by `update(it)`, when it is the one given. */
export function updateActiveWorkspace(
  queryClient: QueryClient,
  idWorkspace: string,
  update: (workspace: Workspace) => Workspace,
): void {
  queryClient.setQueryData(meKey(), (me) =>
    me?.activeWorkspace?.id === idWorkspace
      ? { ...me, activeWorkspace: update(me.activeWorkspace) }
      : me,
  );
}

/** The API's answer becomes the active workspace; the account is then confirmed in the background. */
export function adoptAnswer(queryClient: QueryClient, workspace: Workspace): void {
  updateActiveWorkspace(queryClient, workspace.id, () => workspace);
  void queryClient.invalidateQueries({ queryKey: meKey() });
}

/**
 * The active workspace changed under the page (deleted, or another restored): what was cached
 * belonged to the old one, so everything but the account is reset, and the account reloaded.
 * `active` shows at once when the API already said which workspace is active now.
 */
export function replaceActiveWorkspace(queryClient: QueryClient, active?: Workspace): void {
  const meHash = hashKey(meKey());
  if (active) {
    queryClient.setQueryData(meKey(), (me) => (me ? { ...me, activeWorkspace: active } : me));
  }
  void queryClient.resetQueries({ predicate: (query) => query.queryHash !== meHash });
  void queryClient.invalidateQueries({ queryKey: meKey() });
}
