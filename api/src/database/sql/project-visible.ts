import { type Sql, sql } from './sql.js';

/** Who is looking at projects: what decides which of the workspace's projects they see. */
export interface ProjectViewer {
  idWorkspace: string;
  idUser: string;
  /** Holders of CUD_PROJECT_TASK manage projects, so they see private ones too. */
  seesAll: boolean;
  /** Without the plan's private projects feature every project is public. */
  privateProjects: boolean;
}

/**
 * The one rule deciding what a viewer sees: a live project of their workspace that is public, or
 * private with them as a member (or seen by all). Lists and single loads of projects, and every
 * task read (a task in a project inherits its visibility), filter through it, so a project is
 * never listed where it would answer 404. `alias` is code-chosen text naming `projects`.
 */
export function projectVisible(viewer: ProjectViewer, alias = 'p'): Sql {
  const p = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`${p('id_workspace')} = ${viewer.idWorkspace} AND ${p('deleted_at')} IS NULL
    AND (${viewer.seesAll}::boolean OR ${p('is_public')} OR NOT ${viewer.privateProjects}::boolean
         OR EXISTS (SELECT 1 FROM project_members vm
                     WHERE vm.id_project = ${p('id')} AND vm.id_user = ${viewer.idUser}))`;
}
