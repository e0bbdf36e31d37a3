import { Check, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';
import { PermissionEntity } from './permission.entity.js';

/** One pair of a workspace's role -> permission map. */
@Entity('workspace_permissions')
@Index('workspace_permissions_id_permission_idx', ['idPermission'])
@Check(
  'workspace_permissions_member_role_check',
  `"member_role" IN ('Guest', 'Member', 'Manager', 'Owner', 'SuperOwner')`,
)
export class WorkspacePermissionEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  idWorkspace: string;

  @PrimaryColumn('uuid')
  @ForeignKey(() => PermissionEntity, { onDelete: 'CASCADE' })
  idPermission: string;

  @PrimaryColumn('text')
  memberRole: string;
}
