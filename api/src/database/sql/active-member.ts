import { type Sql, sql } from './sql.js';

/**
 * Whether the user is an ACTIVE, live member of the workspace with a live account: the only
 * members a manager may clock in, out or onto a break. A condition, to AND into a statement.
 */
export function activeMember(idWorkspace: string, idUser: string): Sql {
  return sql`EXISTS (SELECT 1 FROM workspace_members m
                       JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
                      WHERE m.id_workspace = ${idWorkspace} AND m.id_user = ${idUser}
                        AND m.status = 'ACTIVE' AND m.deleted_at IS NULL)`;
}
