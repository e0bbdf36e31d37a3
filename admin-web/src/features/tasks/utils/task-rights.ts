// Who may do what to a task: the API's rule (tasks module, TaskAccessService) read on this side,
// so the page offers only what will be accepted and says why the rest is not there.
import { Permission } from '@punchcard/shared';

import type { Task } from '@/lib/wire';
import { canInWorkspace, type PermissionView } from '@/lib/workspace-permissions';

/** What the page knows about the caller. */
export interface TaskViewer {
  idUser: string;
  /** Holds CUD_PROJECT_TASK: creates, edits and deletes shared tasks. */
  canManage: boolean;
}

export function taskViewerOf(workspace: PermissionView, idUser: string): TaskViewer {
  return { idUser, canManage: canInWorkspace(workspace, Permission.CudProjectTask) };
}

export interface TaskRights {
  /** Edit, move, archive, delete and restore. */
  edit: boolean;
  /** Change the status (the board's moves). */
  status: boolean;
}

/**
 * Every member runs their own personal tasks; shared ones need CUD_PROJECT_TASK, except that an
 * assignee may change the status (marking their work done is part of doing it). Favourites are
 * everyone's own and need no right.
 */
export function taskRights(
  task: Pick<Task, 'isPersonal' | 'idUser' | 'assignee'>,
  viewer: TaskViewer,
): TaskRights {
  const edit = viewer.canManage || (task.isPersonal && task.idUser === viewer.idUser);
  return { edit, status: edit || task.assignee.includes(viewer.idUser) };
}
