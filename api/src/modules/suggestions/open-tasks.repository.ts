import { Injectable } from '@nestjs/common';
import { TASK_PRIORITIES, TASK_STATUSES, TaskPriority, TaskStatus } from '@punchcard/shared';
import { epoch } from '#src/database/sql/epoch.js';
import { Database, sql } from '#src/database/sql/index.js';
import { projectVisible, type ProjectViewer } from '#src/database/sql/project-visible.js';
import type { OpenTask } from './built-in-task-suggestions.js';

/** The most tasks a suggestion reads: the most pressing ones, enough to choose from. */
const OPEN_TASKS_MAX = 50;

interface OpenTaskRow {
  name: string;
  project: string | null;
  priority: number;
  status: string;
  due_at: number | null;
}

/**
 * A member's unfinished tasks (assigned to them, or their personal ones) that the viewer may see:
 * the tasks' own visibility rule, personal tasks their owner's alone and a task in a project
 * seen by those who see the project (`projectVisible`, shared with every task read).
 */
@Injectable()
export class OpenTasksRepository {
  constructor(private readonly db: Database) {}

  async openTasks(viewer: ProjectViewer, idUser: string): Promise<OpenTask[]> {
    const rows = await this.db.rows<OpenTaskRow>(
      sql`SELECT t.name, p.name AS project, t.priority, t.status, ${epoch('t.due_at')} AS due_at
            FROM tasks t
            LEFT JOIN projects p ON p.id = t.id_project
           WHERE t.id_workspace = ${viewer.idWorkspace}::uuid
             AND t.deleted_at IS NULL AND t.archived_at IS NULL AND t.status <> 'DONE'
             AND (EXISTS (SELECT 1 FROM task_assignees a
                           WHERE a.id_task = t.id AND a.id_user = ${idUser}::uuid)
                  OR (t.is_personal AND t.id_user = ${idUser}::uuid))
             AND (NOT t.is_personal OR t.id_user = ${viewer.idUser}::uuid)
             AND (t.id_project IS NULL
                  OR (p.archived_at IS NULL AND ${projectVisible(viewer, 'p')}))
           ORDER BY t.due_at ASC NULLS LAST, t.priority DESC, t.created_at DESC, t.id
           LIMIT ${OPEN_TASKS_MAX}`,
    );
    return rows.map((row) => ({
      name: row.name,
      project: row.project,
      priority: TASK_PRIORITIES.find((known) => known === row.priority) ?? TaskPriority.Medium,
      status: TASK_STATUSES.find((known) => known === row.status) ?? TaskStatus.Todo,
      due_at: row.due_at,
    }));
  }
}
