import { Injectable } from '@nestjs/common';
import {
  type Permission,
  type PermissionGrant,
  parsePermission,
  parseRole,
} from '@punchcard/shared';
import { InvalidatedCache } from '#src/database/invalidated-cache.js';
import { Invalidations } from '#src/database/invalidations.js';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export interface GrantRow extends PermissionGrant {
  idPermission: string;
}

/** The topic the workspace_permissions trigger notifies (grant-invalidation migration). */
export const GRANTS_TOPIC = 'workspace-grants';

@Injectable()
export class PermissionsRepository {
  /**
   * Every workspace-scoped call needs its workspace's grants, which change only when a manager
   * edits the permission map: they are kept per workspace and dropped on every instance when it
   * is replaced (see Invalidations).
   */
  private readonly grants: InvalidatedCache<readonly GrantRow[]>;

  constructor(
    private readonly db: Database,
    private readonly invalidations: Invalidations,
  ) {
    this.grants = new InvalidatedCache(invalidations, GRANTS_TOPIC);
  }

  listCatalogue(): Promise<TableRow<'permissions'>[]> {
    return this.db.rows(sql`SELECT id, permission FROM permissions ORDER BY permission ASC`);
  }

  /** Inside a transaction the grants are read from it; otherwise through the cache. */
  grantsForWorkspace(idWorkspace: string, tx?: Tx): Promise<readonly GrantRow[]> {
    if (tx) return this.readGrants(idWorkspace, tx);
    return this.grants.get(idWorkspace, () => this.readGrants(idWorkspace));
  }

  private async readGrants(idWorkspace: string, tx?: Tx): Promise<readonly GrantRow[]> {
    const rows = await this.db.rows<
      Pick<TableRow<'workspace_permissions'>, 'id_permission' | 'member_role'> &
        Pick<TableRow<'permissions'>, 'permission'>
    >(
      sql.prepared(sql`SELECT g.id_permission, p.permission, g.member_role
                         FROM workspace_permissions g JOIN permissions p ON p.id = g.id_permission
                        WHERE g.id_workspace = ${idWorkspace}
                        ORDER BY p.permission, g.member_role`),
      tx,
    );
    return Object.freeze(
      rows.flatMap((row) => {
        const permission = parsePermission(row.permission);
        const role = parseRole(row.member_role);
        return permission && role ? [{ idPermission: row.id_permission, permission, role }] : [];
      }),
    );
  }

  /** Replaces a workspace's whole map in one statement pair (inside the caller's transaction). */
  async replaceForWorkspace(
    idWorkspace: string,
    pairs: { permission: Permission; role: string }[],
    tx?: Tx,
  ): Promise<void> {
    // Other instances hear of it from the table's trigger, at commit.
    this.invalidations.changed(GRANTS_TOPIC, idWorkspace, tx);
    await this.db.execute(
      sql`DELETE FROM workspace_permissions WHERE id_workspace = ${idWorkspace}`,
      tx,
    );
    if (pairs.length === 0) return;
    await this.db.execute(
      sql`INSERT INTO workspace_permissions (id_workspace, id_permission, member_role)
          SELECT ${idWorkspace}::uuid, p.id, pair.role
            FROM unnest(${pairs.map((p) => p.permission)}::text[],
                        ${pairs.map((p) => p.role)}::text[]) AS pair(permission, role)
            JOIN permissions p ON p.permission = pair.permission
          ON CONFLICT DO NOTHING`,
      tx,
    );
  }
}
