// What can be done to entries, shared by the list and the timeline: one place holds the open
// dialog (edit, add, delete, request) and the workspace's rules, so both views offer exactly the
// same actions.
import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRestoreEntry } from '@/features/workspace-times/api/restore-entry';
import {
  type ActivityEntryDialog,
  ActivityEntryModal,
} from '@/features/workspace-times/components/activity-entry-modal';
import { DeleteEntryModal } from '@/features/workspace-times/components/delete-entry-modal';
import {
  type SpanEntryDialog,
  SpanEntryModal,
} from '@/features/workspace-times/components/span-entry-modal';
import { UndoNotice } from '@/components/undo-notice';
import { useTimeSubject } from '@/features/workspace-times/hooks/use-time-subject';
import {
  type EditPolicy,
  editPolicy,
  memberEditPolicy,
} from '@/features/workspace-times/utils/edit-policy';
import type { TimeEntry } from '@/features/workspace-times/utils/entries';
import type { ChangeTarget, RequestDialog } from '@/lib/change-target';
import { notify } from '@/lib/notify';
import type { Workspace, WorkspaceTime } from '@/lib/wire';

/** A new entry: work time or an activity on a day, or a break inside a work time. */
export type AddTarget =
  | { kind: 'workspace_time' | 'activity'; date: string }
  | { kind: 'break'; workspaceTime: WorkspaceTime };

export interface EntryActions {
  policy: EditPolicy;
  /** Opens the edit dialog (only offered where the policy allows some change). */
  edit: (target: TimeEntry) => void;
  /** Asks, then deletes. */
  remove: (target: TimeEntry) => void;
  /** Adds directly where allowed, else opens an add request. */
  add: (target: AddTarget) => void;
  /** Opens the request dialog. */
  request: (target: ChangeTarget) => void;
}

const EntryActionsContext = createContext<EntryActions | null>(null);

export function useEntryActions(): EntryActions {
  const actions = useContext(EntryActionsContext);
  if (actions === null) throw new Error('useEntryActions needs an <EntryActionsProvider>');
  return actions;
}

/** The request that stands in for a direct change the workspace does not allow. */
export function requestTargetOf(target: TimeEntry, requestType: 'EDIT' | 'DELETE'): ChangeTarget {
  switch (target.kind) {
    case 'workspace_time': {
      const { id, start, end } = target.entry;
      return { kind: 'workspace_time', requestType, entry: { id, start, end } };
    }
    case 'break': {
      const { id, idWorkspaceTime, start, end } = target.entry;
      return { kind: 'break', requestType, entry: { id, idWorkspaceTime, start, end } };
    }
    case 'activity':
      return { kind: 'activity', requestType, entry: target.entry };
  }
}

function addRequestOf(target: AddTarget): ChangeTarget {
  return target.kind === 'break'
    ? { kind: 'break', requestType: 'ADD', idWorkspaceTime: target.workspaceTime.id }
    : { kind: target.kind, requestType: 'ADD' };
}

type OpenDialog =
  | { type: 'span'; dialog: SpanEntryDialog }
  | { type: 'activity'; dialog: ActivityEntryDialog }
  | { type: 'delete'; target: TimeEntry }
  | { type: 'request'; target: ChangeTarget };

const deletedKey = {
  workspace_time: 'notice.workspaceTimeDeleted',
  break: 'notice.breakDeleted',
  activity: 'notice.activityDeleted',
} as const;

export function EntryActionsProvider({
  workspace,
  requestDialog: RequestChangeDialog,
  children,
}: {
  workspace: Workspace;
  /** The requests feature's dialog, passed in by the route: what stands in for a direct change. */
  requestDialog: RequestDialog;
  children: ReactNode;
}) {
  const { t } = useTranslation('timestamps');
  const [open, setOpen] = useState<OpenDialog | null>(null);
  // Lives here, not in the delete dialog, so an undo still works after the dialog has closed.
  const restoreEntry = useRestoreEntry();
  // Someone else's time follows a manager's rules, one's own the workspace's settings.
  const subject = useTimeSubject();
  const policy = useMemo(
    () => (subject === null ? editPolicy(workspace) : memberEditPolicy(workspace)),
    [workspace, subject],
  );

  const actions = useMemo<EntryActions>(
    () => ({
      policy,
      edit: (target) => {
        switch (target.kind) {
          case 'activity':
            setOpen({
              type: 'activity',
              dialog: { mode: 'edit', entry: target.entry, editable: policy.editable(target) },
            });
            return;
          case 'workspace_time':
            setOpen({
              type: 'span',
              dialog: { mode: 'edit', kind: 'workspace_time', entry: target.entry },
            });
            return;
          case 'break':
            setOpen({ type: 'span', dialog: { mode: 'edit', kind: 'break', entry: target.entry } });
            return;
        }
      },
      remove: (target) => {
        setOpen({ type: 'delete', target });
      },
      add: (target) => {
        if (!policy.canAdd(target.kind)) {
          if (!policy.offersRequests) return;
          setOpen({ type: 'request', target: addRequestOf(target) });
        } else if (target.kind === 'activity') {
          setOpen({ type: 'activity', dialog: { mode: 'add', date: target.date } });
        } else if (target.kind === 'break') {
          setOpen({
            type: 'span',
            dialog: { mode: 'add', kind: 'break', workspaceTime: target.workspaceTime },
          });
        } else {
          setOpen({ type: 'span', dialog: { mode: 'add', kind: target.kind, date: target.date } });
        }
      },
      request: (target) => {
        setOpen({ type: 'request', target });
      },
    }),
    [policy],
  );

  const close = () => {
    setOpen(null);
  };

  const deleted = (target: TimeEntry) => {
    setOpen(null);
    const message = t(deletedKey[target.kind]);
    if (!policy.canRestore(target)) {
      notify({ message, tone: 'success' });
      return;
    }
    notify({
      tone: 'success',
      message: (
        <UndoNotice
          message={message}
          undoLabel={t('notice.undo')}
          onUndo={() => {
            restoreEntry.mutate(
              { kind: target.kind, id: target.entry.id },
              {
                onSuccess: () => {
                  notify({ message: t('notice.restored'), tone: 'success' });
                },
              },
            );
          }}
        />
      ),
    });
  };

  return (
    <EntryActionsContext value={actions}>
      {children}
      {/* A dialog waiting for its texts must not hide the page behind the page's fallback. */}
      <Suspense fallback={null}>
        {open?.type === 'span' && <SpanEntryModal dialog={open.dialog} onClose={close} />}
        {open?.type === 'activity' && <ActivityEntryModal dialog={open.dialog} onClose={close} />}
        {open?.type === 'delete' && (
          <DeleteEntryModal
            target={open.target}
            undoable={policy.canRestore(open.target)}
            onClose={close}
            onDeleted={deleted}
          />
        )}
        <RequestChangeDialog
          target={open?.type === 'request' ? open.target : null}
          onClose={close}
        />
      </Suspense>
    </EntryActionsContext>
  );
}
