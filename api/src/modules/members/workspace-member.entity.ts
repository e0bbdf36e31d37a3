import {
  ForeignKey,
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';
import { UserEntity } from '#src/modules/users/user.entity.js';

/** A user's membership of a workspace: role, status and the member's own API key. */
@Entity('workspace_members')
@Index('workspace_members_workspace_user_key', ['idWorkspace', 'idUser'], { unique: true })
@Index('workspace_members_id_user_idx', ['idUser'])
@Index('workspace_members_api_key_hash_key', ['apiKeyHash'], { unique: true })
@Index('workspace_members_one_default_key', ['idUser'], {
  unique: true,
  where: 'is_default AND deleted_at IS NULL',
})
@Check(
  'workspace_members_role_check',
  `"role" IN ('Guest', 'Member', 'Manager', 'Owner', 'SuperOwner')`,
)
@Check('workspace_members_status_check', `"status" IN ('PENDING', 'ACTIVE', 'INACTIVE')`)
export class WorkspaceMemberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('text')
  role: string;

  @Column('text')
  status: string;

  /** The user's active workspace: calls without a workspace id act on it. One per user. */
  @Column('boolean', { default: false })
  isDefault: boolean;

  @Column('text', { nullable: true })
  nickname: string | null;

  /** The member's name as this workspace shows it (managers may edit it); null falls back to the account's. */
  @Column('text', { nullable: true })
  firstName: string | null;

  @Column('text', { nullable: true })
  lastName: string | null;

  /** Whether clock in/out records this member's location (needs the plan's location feature). */
  @Column('boolean', { default: false })
  isWorkspaceTimeLocationOn: boolean;

  /** Whether activities record this member's location. */
  @Column('boolean', { default: false })
  isTimestampLocationOn: boolean;

  @Column('uuid', { nullable: true })
  invitedBy: string | null;

  @Column('text', { nullable: true })
  avatar: string | null;

  /** SHA-256 of the member's API key; the key itself is shown once. */
  @Column('text', { nullable: true })
  apiKeyHash: string | null;

  @Column('timestamptz', { nullable: true })
  apiKeyCreatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
