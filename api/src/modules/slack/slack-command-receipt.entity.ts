import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { SlackIntegrationEntity } from './slack-integration.entity.js';

/**
 * A slash command already carried out, by Slack's trigger_id, written in the transaction that
 * clocked: a retried delivery finds it and answers the first answer instead of clocking again.
 * Kept a day, longer than Slack retries.
 */
@Entity('slack_command_receipts')
@Index('slack_command_receipts_created_at_idx', ['createdAt'])
export class SlackCommandReceiptEntity {
  @ForeignKey(() => SlackIntegrationEntity, { onDelete: 'CASCADE' })
  @PrimaryColumn('uuid')
  idIntegration: string;

  @PrimaryColumn('text')
  triggerId: string;

  /** The ephemeral message answered. */
  @Column('jsonb')
  answer: Record<string, unknown>;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt: Date;
}
