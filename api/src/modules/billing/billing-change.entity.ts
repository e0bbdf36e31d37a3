import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * Every billing change of a workspace, never updated: who (a user, or null for the provider's own
 * doing: a renewal, a failed payment, the end of a grace period), what, and when.
 */
@Entity('billing_changes')
@Index('billing_changes_workspace_at_idx', ['idWorkspace', 'at'])
export class BillingChangeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => UserEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idUser: string | null;

  /** `subscription_created`, `subscription_updated`, `plan_changed`, `payment_method_added`... */
  @Column('text')
  kind: string;

  /** What changed, from and to; always written by the code that records the change. */
  @Column('jsonb')
  detail: Record<string, unknown>;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;
}
