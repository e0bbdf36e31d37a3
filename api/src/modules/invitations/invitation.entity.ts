import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { ProjectEntity } from '#src/modules/projects/project.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/** An e-mailed invitation to a workspace (optionally straight into a project). */
@Entity('invitations')
@Index('invitations_token_hash_key', ['tokenHash'], { unique: true })
@Index('invitations_workspace_email_idx', ['idWorkspace', 'email'])
@Check(
  'invitations_kind_check',
  `"kind" IN ('WORKSPACE_MEMBER', 'PROJECT_MEMBER', 'PROJECT_GUEST')`,
)
@Check('invitations_role_check', `"role" IN ('Guest', 'Member', 'Manager', 'Owner', 'SuperOwner')`)
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  email: string;

  @Column('text')
  role: string;

  @Column('text')
  kind: string;

  @ForeignKey(() => ProjectEntity, { onDelete: 'CASCADE' })
  @Column('uuid', { nullable: true })
  idProject: string | null;

  @Column('text')
  tokenHash: string;

  @Column('text', { default: 'en' })
  locale: string;

  @Column('uuid')
  invitedBy: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  acceptedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
