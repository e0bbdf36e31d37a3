import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { SlackIntegrationEntity } from './slack-integration.entity.js';

/**
 * A one-time link sent to a Slack user no member matched: only its SHA-256 is kept; it expires
 * and is used once (used_at set by the confirming UPDATE).
 */
@Entity('slack_link_tokens')
@Index('slack_link_tokens_id_integration_idx', ['idIntegration', 'expiresAt'])
export class SlackLinkTokenEntity {
  @PrimaryColumn('text')
  tokenHash: string;

  @ForeignKey(() => SlackIntegrationEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idIntegration: string;

  @Column('text')
  slackUserId: string;

  @Column('text')
  slackUserName: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;

  @Column('uuid', { nullable: true })
  usedBy: string | null;
}
