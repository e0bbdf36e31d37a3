import { Injectable } from '@nestjs/common';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { camelRow, type CamelRow, Database, sql } from '#src/database/sql/index.js';
import type { TableRow } from '#src/database/sql/schema/index.js';
import type { Tx } from '#src/database/transactions.js';

/** A slack_integrations row as node-postgres returns it. */
type SlackIntegrationRow = TableRow<'slack_integrations'>;
export type SlackIntegrationRecord = CamelRow<SlackIntegrationRow>;

/** An integration found by its team, with what a slash command needs of its workspace. */
export interface SlackTeamRecord {
  integration: SlackIntegrationRecord;
  workspacePlan: string;
  workspaceName: string;
  timeZone: string;
}

export interface NewInstall {
  idWorkspace: string;
  teamId: string;
  name: string;
  botTokenEncrypted: string;
  connectedBy: string;
  connectedAt: Date;
}

/** The team is connected to another workspace (slack_integrations_team_id_key). */
export class SlackTeamTaken extends Error {}
/** Another connect of the same workspace inserted first (slack_integrations_id_workspace_key). */
export class SlackConnectRace extends Error {}

const COLUMNS = sql`i.id, i.id_workspace, i.team_id, i.name, i.bot_token_encrypted, i.is_clock_on,
                    i.is_location_on, i.connected_by, i.connected_at, i.updated_at`;
const RETURNING = sql`id, id_workspace, team_id, name, bot_token_encrypted, is_clock_on,
                      is_location_on, connected_by, connected_at, updated_at`;

/** The workspaces' Slack integrations: one per workspace, one workspace per team (unique keys). */
@Injectable()
export class SlackIntegrationsRepository {
  constructor(private readonly db: Database) {}

  /** `lock`: FOR UPDATE, so a connect and a disconnect of one workspace take turns. */
  async forWorkspace(
    idWorkspace: string,
    tx?: Tx,
    lock = false,
  ): Promise<SlackIntegrationRecord | undefined> {
    const row = await this.db.maybeOne<SlackIntegrationRow>(
      sql`SELECT ${COLUMNS} FROM slack_integrations i WHERE i.id_workspace = ${idWorkspace}
          ${lock ? sql`FOR UPDATE` : sql.empty}`,
      tx,
    );
    return row && camelRow(row);
  }

  /** A live workspace's integration by its Slack team: where every slash command starts. */
  async forTeam(teamId: string): Promise<SlackTeamRecord | undefined> {
    const row = await this.db.maybeOne<
      SlackIntegrationRow & { plan: string; workspace_name: string; time_zone: string }
    >(
      sql.prepared(sql`SELECT ${COLUMNS}, w.plan, w.name AS workspace_name, w.time_zone
                         FROM slack_integrations i
                         JOIN workspaces w ON w.id = i.id_workspace AND w.deleted_at IS NULL
                        WHERE i.team_id = ${teamId}`),
    );
    if (!row) return undefined;
    const { plan, workspace_name: workspaceName, time_zone: timeZone, ...integration } = row;
    return {
      integration: camelRow(integration),
      workspacePlan: plan,
      workspaceName,
      timeZone,
    };
  }

  async insert(install: NewInstall, tx: Tx): Promise<SlackIntegrationRecord> {
    try {
      const row = await this.db.one<SlackIntegrationRow>(
        sql`INSERT INTO slack_integrations (id_workspace, team_id, name, bot_token_encrypted,
                                            connected_by, connected_at)
            VALUES (${install.idWorkspace}, ${install.teamId}, ${install.name},
                    ${install.botTokenEncrypted}, ${install.connectedBy}, ${install.connectedAt})
            RETURNING ${RETURNING}`,
        tx,
      );
      return camelRow(row);
    } catch (error) {
      if (isPgError(error, PgErrorCode.UniqueViolation, 'slack_integrations_team_id_key')) {
        throw new SlackTeamTaken();
      }
      if (isPgError(error, PgErrorCode.UniqueViolation, 'slack_integrations_id_workspace_key')) {
        throw new SlackConnectRace();
      }
      throw error;
    }
  }

  /** A re-install to the same team: the new token, name and installer; toggles kept. */
  async reinstall(id: string, install: NewInstall, tx: Tx): Promise<SlackIntegrationRecord> {
    const row = await this.db.one<SlackIntegrationRow>(
      sql`UPDATE slack_integrations
             SET name = ${install.name}, bot_token_encrypted = ${install.botTokenEncrypted},
                 connected_by = ${install.connectedBy}, connected_at = ${install.connectedAt},
                 updated_at = now()
           WHERE id = ${id}
       RETURNING ${RETURNING}`,
      tx,
    );
    return camelRow(row);
  }

  async rename(
    idWorkspace: string,
    id: string,
    name: string,
  ): Promise<SlackIntegrationRecord | undefined> {
    return this.update(idWorkspace, id, sql`name = ${name}`);
  }

  async setClockOn(idWorkspace: string, on: boolean): Promise<SlackIntegrationRecord | undefined> {
    return this.update(idWorkspace, undefined, sql`is_clock_on = ${on}`);
  }

  async setLocationOn(
    idWorkspace: string,
    on: boolean,
  ): Promise<SlackIntegrationRecord | undefined> {
    return this.update(idWorkspace, undefined, sql`is_location_on = ${on}`);
  }

  /** Deletes it with its links, link tokens and receipts (ON DELETE CASCADE). */
  async remove(
    idWorkspace: string,
    id: string,
    tx?: Tx,
  ): Promise<SlackIntegrationRecord | undefined> {
    const row = await this.db.maybeOne<SlackIntegrationRow>(
      sql`DELETE FROM slack_integrations WHERE id_workspace = ${idWorkspace} AND id = ${id}
          RETURNING ${RETURNING}`,
      tx,
    );
    return row && camelRow(row);
  }

  private async update(
    idWorkspace: string,
    id: string | undefined,
    set: ReturnType<typeof sql>,
  ): Promise<SlackIntegrationRecord | undefined> {
    const row = await this.db.maybeOne<SlackIntegrationRow>(
      sql`UPDATE slack_integrations SET ${set}, updated_at = now()
           WHERE id_workspace = ${idWorkspace} ${id === undefined ? sql.empty : sql`AND id = ${id}`}
       RETURNING ${RETURNING}`,
    );
    return row && camelRow(row);
  }
}
