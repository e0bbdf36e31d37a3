import type { TestApp } from './test-app.js';
import { DataSource } from 'typeorm';
import { queryRows } from '../../src/database/transactions.js';

/** Direct SQL for arranging states the API of this issue cannot reach yet (other roles, plans). */
export function sql<T = Record<string, unknown>>(
  t: TestApp,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return queryRows<T>(t.app.get(DataSource).manager, text, params);
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
