import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * The billing provider's customer of a workspace: one per workspace, created the first time
 * billing needs it. The id is the provider's (`cus_...`), so webhooks find the workspace by it.
 */
@Entity('billing_customers')
@Index('billing_customers_id_workspace_key', ['idWorkspace'], { unique: true })
export class BillingCustomerEntity {
  @PrimaryColumn('text')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt: Date;
}
