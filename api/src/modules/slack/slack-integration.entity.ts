import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * A workspace's connected Slack team (spec: slackIntegration). One per workspace and one workspace
 * per team, both held by unique indexes so racing connects cannot pair them twice. The bot token
 * is stored encrypted (AES-256-GCM, slack-token-cipher.ts) and never leaves the server.
 */
@Entity('slack_integrations')
@Index('slack_integrations_id_workspace_key', ['idWorkspace'], { unique: true })
@Index('slack_integrations_team_id_key', ['teamId'], { unique: true })
export class SlackIntegrationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  teamId: string;

  /** The Slack team's name, as team.info last said. */
  @Column('text')
  name: string;

  @Column('text')
  botTokenEncrypted: string;

  @Column('boolean', { default: true })
  isClockOn: boolean;

  @Column('boolean', { default: false })
  isLocationOn: boolean;

  /** The manager who connected it; a plain id because users are never hard-deleted. */
  @Column('uuid')
  connectedBy: string;

  @Column('timestamptz')
  connectedAt: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt: Date;
}
