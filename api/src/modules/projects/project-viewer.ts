/**
 * Who is looking at projects, and the one SQL rule deciding what they see. Lists and single
 * loads of projects, and every task read (a task in a project inherits its visibility), filter
 * through `PROJECT_VISIBLE`, so a project is never listed where it would answer 404.
 */
export interface ProjectViewer {
  idWorkspace: string;
  idUser: string;
  /** Holders of CUD_PROJECT_TASK manage projects, so they see private ones too. */
  seesAll: boolean;
  /** Without the plan's private projects feature every project is public. */
  privateProjects: boolean;
}

/** Bind these as $1..$4 of any query using `PROJECT_VISIBLE`; further params start at $5. */
export function viewerParams(viewer: ProjectViewer): unknown[] {
  return [viewer.idWorkspace, viewer.idUser, viewer.seesAll, viewer.privateProjects];
}

/** A live project of the viewer's workspace they may see, over the alias `p`. */
export const PROJECT_VISIBLE = `p.id_workspace = $1 AND p.deleted_at IS NULL
  AND ($3::boolean OR p.is_public OR NOT $4::boolean
       OR EXISTS (SELECT 1 FROM project_members vm WHERE vm.id_project = p.id AND vm.id_user = $2))`;

/** Whole unix seconds of a timestamptz, as a float8 so both drivers hand back a JS number. */
export function epoch(column: string): string {
  return `floor(extract(epoch FROM ${column}))::float8`;
}
