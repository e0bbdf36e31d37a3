import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type Permission,
  type PermissionGrant,
  parsePermission,
  parseRole,
} from '@punchcard/shared';
import type { Repository } from 'typeorm';
import type { Tx } from '#src/database/transactions.js';
import { PermissionEntity } from './permission.entity.js';
import { WorkspacePermissionEntity } from './workspace-permission.entity.js';

export interface GrantRow extends PermissionGrant {
  idPermission: string;
}

@Injectable()
export class PermissionsRepository {
  constructor(
    @InjectRepository(PermissionEntity) private readonly catalogue: Repository<PermissionEntity>,
    @InjectRepository(WorkspacePermissionEntity)
    private readonly grants: Repository<WorkspacePermissionEntity>,
  ) {}

  listCatalogue(): Promise<PermissionEntity[]> {
    return this.catalogue.find({ order: { permission: 'ASC' } });
  }

  async grantsForWorkspace(idWorkspace: string, tx?: Tx): Promise<GrantRow[]> {
    const rows: { id_permission: string; permission: string; member_role: string }[] = await (
      tx ?? this.grants.manager
    ).query(
      `SELECT g.id_permission, p.permission, g.member_role
         FROM workspace_permissions g JOIN permissions p ON p.id = g.id_permission
        WHERE g.id_workspace = $1
        ORDER BY p.permission, g.member_role`,
      [idWorkspace],
    );
    return rows.flatMap((row) => {
      const permission = parsePermission(row.permission);
      const role = parseRole(row.member_role);
      return permission && role ? [{ idPermission: row.id_permission, permission, role }] : [];
    });
  }

  /** Replaces a workspace's whole map in one statement pair (inside the caller's transaction). */
  async replaceForWorkspace(
    tx: Tx,
    idWorkspace: string,
    pairs: { permission: Permission; role: string }[],
  ): Promise<void> {
    await tx.query(`DELETE FROM workspace_permissions WHERE id_workspace = $1`, [idWorkspace]);
    if (pairs.length === 0) return;
    await tx.query(
      `INSERT INTO workspace_permissions (id_workspace, id_permission, member_role)
       SELECT $1, p.id, pair.role
         FROM unnest($2::text[], $3::text[]) AS pair(permission, role)
         JOIN permissions p ON p.permission = pair.permission
       ON CONFLICT DO NOTHING`,
      [idWorkspace, pairs.map((p) => p.permission), pairs.map((p) => p.role)],
    );
  }
}
