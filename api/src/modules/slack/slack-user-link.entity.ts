import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { SlackIntegrationEntity } from './slack-integration.entity.js';

/**
 * Which member a Slack user of a connected team is: found by their confirmed e-mail, or confirmed
 * by the member through a one-time link. Gone with the integration.
 */
@Entity('slack_user_links')
@Index('slack_user_links_id_user_idx', ['idUser'])
@Check('slack_user_links_linked_by_check', `"linked_by" IN ('email', 'link')`)
export class SlackUserLinkEntity {
  @ForeignKey(() => SlackIntegrationEntity, { onDelete: 'CASCADE' })
  @PrimaryColumn('uuid')
  idIntegration: string;

  @PrimaryColumn('text')
  slackUserId: string;

  /** A plain id: users are never hard-deleted, and membership is checked on every command. */
  @Column('uuid')
  idUser: string;

  @Column('text')
  slackUserName: string;

  @Column('text')
  linkedBy: string;

  @Column('timestamptz')
  linkedAt: Date;
}
