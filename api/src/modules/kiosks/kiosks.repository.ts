import { Injectable } from '@nestjs/common';
import type { ChainHead, KioskPublicKey } from '@punchcard/shared';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import {
  type ColumnSet,
  prefixedColumns,
  unprefixed,
  WORKSPACE_COLUMNS,
} from '#src/database/sql/columns.js';

export type KioskRecord = TableRecord<'kiosks'>;
type WorkspaceRecord = TableRecord<'workspaces'>;

const KIOSK_COLUMNS: ColumnSet<'kiosks'> = {
  id: true,
  id_workspace: true,
  name: true,
  pairing_code_hash: true,
  pairing_expires_at: true,
  pairing_used_at: true,
  token_hash: true,
  public_key: true,
  app_version: true,
  queued: true,
  last_seq: true,
  last_seen_at: true,
  paired_at: true,
  locked_at: true,
  revoked_at: true,
  created_by: true,
  created_at: true,
  updated_at: true,
};

/** A device as its token finds it: the kiosk, its workspace, and its creator's language. */
export interface DeviceRecord {
  kiosk: KioskRecord;
  workspace: WorkspaceRecord;
  creatorLocale: string | null;
}

/** What a successful pairing answers with. */
export interface PairedRecord {
  kiosk: KioskRecord;
  workspace: WorkspaceRecord;
}

/** Why a code did not pair: it named no live kiosk, or its kiosk's code was used or expired. */
export interface PairingCodeState {
  pairingExpiresAt: Date | null;
  pairingUsedAt: Date | null;
}

export interface PairingCode {
  hash: string;
  expiresAt: Date;
}

/** A new code's hash met an existing one (astronomically rare): the caller draws again. */
export class PairingCodeTaken extends Error {}

/**
 * The kiosks table. Every secret arrives hashed; a pairing is one UPDATE whose WHERE clause
 * holds every condition, so racing pairings with one code cannot both succeed.
 */
@Injectable()
export class KiosksRepository {
  constructor(private readonly db: Database) {}

  /** The device call's one query: a live kiosk of a live workspace by its token hash. */
  async findDevice(tokenHash: string): Promise<DeviceRecord | undefined> {
    const row = await this.db.maybeOne<Record<string, unknown>>(
      sql.prepared(sql`SELECT ${prefixedColumns('k', 'k', KIOSK_COLUMNS)},
                 ${prefixedColumns('w', 'w', WORKSPACE_COLUMNS)}, u.locale AS creator_locale
            FROM kiosks k
            JOIN workspaces w ON w.id = k.id_workspace AND w.deleted_at IS NULL
            LEFT JOIN users u ON u.id = w.created_by
           WHERE k.token_hash = ${tokenHash} AND k.revoked_at IS NULL`),
    );
    if (!row) return undefined;
    return {
      kiosk: camelRow(unprefixed<'kiosks'>(row, 'k', KIOSK_COLUMNS)),
      workspace: camelRow(unprefixed<'workspaces'>(row, 'w', WORKSPACE_COLUMNS)),
      creatorLocale: (row.creator_locale as string | null) ?? null,
    };
  }

  async listForWorkspace(idWorkspace: string): Promise<KioskRecord[]> {
    const rows = await this.db.rows<TableRow<'kiosks'>>(
      sql`SELECT * FROM kiosks WHERE id_workspace = ${idWorkspace} ORDER BY created_at, id`,
    );
    return rows.map(camelRow);
  }

  async find(idWorkspace: string, id: string): Promise<KioskRecord | undefined> {
    const row = await this.db.maybeOne<TableRow<'kiosks'>>(
      sql`SELECT * FROM kiosks WHERE id = ${id} AND id_workspace = ${idWorkspace}`,
    );
    return row ? camelRow(row) : undefined;
  }

  async create(
    values: { idWorkspace: string; name: string; createdBy: string; now: Date },
    code: PairingCode,
  ): Promise<KioskRecord> {
    const row = await codeUnique(
      this.db.one<TableRow<'kiosks'>>(
        sql`INSERT INTO kiosks (id_workspace, name, created_by, pairing_code_hash,
                                pairing_expires_at, created_at, updated_at)
            VALUES (${values.idWorkspace}, ${values.name}, ${values.createdBy}, ${code.hash},
                    ${code.expiresAt}, ${values.now}, ${values.now})
            RETURNING *`,
      ),
    );
    return camelRow(row);
  }

  /** A new single-use code for a kiosk that is not revoked; undefined when there is none. */
  async replacePairingCode(
    idWorkspace: string,
    id: string,
    code: PairingCode,
    now: Date,
  ): Promise<KioskRecord | undefined> {
    const row = await codeUnique(
      this.db.maybeOne<TableRow<'kiosks'>>(
        sql`UPDATE kiosks
               SET pairing_code_hash = ${code.hash}, pairing_expires_at = ${code.expiresAt},
                   pairing_used_at = NULL, updated_at = ${now}
             WHERE id = ${id} AND id_workspace = ${idWorkspace} AND revoked_at IS NULL
            RETURNING *`,
      ),
    );
    return row ? camelRow(row) : undefined;
  }

  /** Renames and/or locks a kiosk that is not revoked; undefined when there is none. */
  async update(
    idWorkspace: string,
    id: string,
    change: { name?: string; locked?: boolean },
    now: Date,
  ): Promise<KioskRecord | undefined> {
    const locked =
      change.locked === undefined
        ? sql`locked_at`
        : change.locked
          ? sql`coalesce(locked_at, ${now})`
          : sql`NULL`;
    const row = await this.db.maybeOne<TableRow<'kiosks'>>(
      sql`UPDATE kiosks
             SET name = coalesce(${change.name ?? null}::text, name), locked_at = ${locked},
                 updated_at = ${now}
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND revoked_at IS NULL
          RETURNING *`,
    );
    return row ? camelRow(row) : undefined;
  }

  /** Revokes at once: the token and any pending code are erased. Repeating it changes nothing. */
  async revoke(idWorkspace: string, id: string, now: Date): Promise<KioskRecord | undefined> {
    const row = await this.db.maybeOne<TableRow<'kiosks'>>(
      sql`UPDATE kiosks
             SET revoked_at = coalesce(revoked_at, ${now}), token_hash = NULL,
                 pairing_code_hash = NULL, pairing_expires_at = NULL, pairing_used_at = NULL,
                 updated_at = CASE WHEN revoked_at IS NULL THEN ${now} ELSE updated_at END
           WHERE id = ${id} AND id_workspace = ${idWorkspace}
          RETURNING *`,
    );
    return row ? camelRow(row) : undefined;
  }

  /**
   * Uses a pairing code: the one statement that checks it (unused, unexpired, its kiosk and
   * workspace alive) and installs the new token, so the old token dies in the same instant.
   * Racers with one code queue on the row and re-check the WHERE clause: exactly one wins.
   */
  async pair(
    codeHash: string,
    device: { tokenHash: string; publicKey: KioskPublicKey; appVersion: string | null },
    now: Date,
  ): Promise<PairedRecord | undefined> {
    const row = await this.db.maybeOne<Record<string, unknown>>(
      sql`UPDATE kiosks k
             SET token_hash = ${device.tokenHash}, public_key = ${JSON.stringify(device.publicKey)}::jsonb,
                 app_version = coalesce(${device.appVersion}::text, k.app_version),
                 pairing_used_at = ${now}, paired_at = ${now}, last_seen_at = ${now},
                 updated_at = ${now}
            FROM workspaces w
           WHERE k.pairing_code_hash = ${codeHash} AND k.pairing_used_at IS NULL
             AND k.pairing_expires_at > ${now} AND k.revoked_at IS NULL
             AND w.id = k.id_workspace AND w.deleted_at IS NULL
          RETURNING ${prefixedColumns('k', 'k', KIOSK_COLUMNS)},
                    ${prefixedColumns('w', 'w', WORKSPACE_COLUMNS)}`,
    );
    if (!row) return undefined;
    return {
      kiosk: camelRow(unprefixed<'kiosks'>(row, 'k', KIOSK_COLUMNS)),
      workspace: camelRow(unprefixed<'workspaces'>(row, 'w', WORKSPACE_COLUMNS)),
    };
  }

  /**
   * The kiosk's journal head (its newest entry in the chain), for a device that pairs again after
   * losing its journal; the punches module writes the entries, this read only follows them.
   */
  async journalHead(idKiosk: string): Promise<ChainHead | null> {
    const row = await this.db.maybeOne<{ seq: string; hash: string }>(
      sql`SELECT seq, hash FROM kiosk_punches
           WHERE id_kiosk = ${idKiosk} AND in_chain ORDER BY seq DESC LIMIT 1`,
    );
    return row ? { seq: Number(row.seq), hash: row.hash } : null;
  }

  /** The state of the live kiosk a code names, to tell why it did not pair. */
  async pairingCodeState(codeHash: string): Promise<PairingCodeState | undefined> {
    const row = await this.db.maybeOne<PairingCodeState>(
      sql`SELECT k.pairing_expires_at AS "pairingExpiresAt", k.pairing_used_at AS "pairingUsedAt"
            FROM kiosks k
            JOIN workspaces w ON w.id = k.id_workspace AND w.deleted_at IS NULL
           WHERE k.pairing_code_hash = ${codeHash} AND k.revoked_at IS NULL`,
    );
    return row;
  }

  /** Records what a device reports; answers whether it is locked (null: no longer a device). */
  async recordHeartbeat(
    id: string,
    report: { appVersion: string; queued: number; lastSeq: number },
    now: Date,
  ): Promise<{ locked: boolean } | undefined> {
    return this.db.maybeOne<{ locked: boolean }>(
      sql.prepared(sql`UPDATE kiosks
             SET app_version = ${report.appVersion}, queued = ${report.queued},
                 last_seq = ${report.lastSeq}, last_seen_at = ${now}
           WHERE id = ${id} AND revoked_at IS NULL
          RETURNING locked_at IS NOT NULL AS locked`),
    );
  }
}

async function codeUnique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isPgError(error, PgErrorCode.UniqueViolation, 'kiosks_pairing_code_hash_key')) {
      throw new PairingCodeTaken();
    }
    throw error;
  }
}
