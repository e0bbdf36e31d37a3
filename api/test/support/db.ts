import { DataSource } from 'typeorm';
import { Invalidations } from '#src/database/invalidations.js';
import { GRANTS_TOPIC } from '#src/modules/permissions/index.js';
import type { TestApp } from './test-app.js';

/** Direct SQL for arranging states the API of this issue cannot reach yet (other roles, plans). */
export async function sql<T = Record<string, unknown>>(
  t: TestApp,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const runner = t.app.get(DataSource).createQueryRunner();
  try {
    const result = await runner.query(text, params, true);
    return result.records as T[];
  } finally {
    await runner.release();
  }
}

/** Adds an existing user to a workspace with a role, as an accepted invitation will. */
export async function addMember(
  t: TestApp,
  idWorkspace: string,
  idUser: string,
  role: string,
  status = 'ACTIVE',
) {
  await sql(
    t,
    `INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default)
     VALUES ($1, $2, $3, $4, NOT EXISTS (SELECT 1 FROM workspace_members WHERE id_user = $2 AND is_default))`,
    [idWorkspace, idUser, role, status],
  );
}

export async function setPlan(t: TestApp, idWorkspace: string, plan: string) {
  await sql(t, `UPDATE workspaces SET plan = $2 WHERE id = $1`, [idWorkspace, plan]);
}

/** Removes a role's grant of a permission in a workspace (the role map is per workspace). */
export async function revokeGrant(
  t: TestApp,
  idWorkspace: string,
  permission: string,
  role: string,
): Promise<void> {
  await sql(
    t,
    `DELETE FROM workspace_permissions g USING permissions p
      WHERE p.id = g.id_permission AND g.id_workspace = $1 AND p.permission = $2
        AND g.member_role = $3`,
    [idWorkspace, permission, role],
  );
  grantsChanged(t, idWorkspace);
}

/**
 * The app hears of a grant changed by SQL through its listener, a moment after the commit; the
 * next call a spec makes could come first. The instance making a change tells its cache at once,
 * as the API's own writes do.
 */
function grantsChanged(t: TestApp, idWorkspace: string): void {
  t.app.get(Invalidations).changed(GRANTS_TOPIC, idWorkspace);
}

/** Grants a role a permission in a workspace, beyond the default map. */
export async function grant(
  t: TestApp,
  idWorkspace: string,
  permission: string,
  role: string,
): Promise<void> {
  await sql(
    t,
    `INSERT INTO workspace_permissions (id_workspace, id_permission, member_role)
     SELECT $1, id, $3 FROM permissions WHERE permission = $2`,
    [idWorkspace, permission, role],
  );
  grantsChanged(t, idWorkspace);
}
