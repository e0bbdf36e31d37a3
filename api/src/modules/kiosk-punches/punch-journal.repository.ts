import { Injectable } from '@nestjs/common';
import type { ChainHead } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/** A row of the journal as this module writes it (snake_case, as the table names it). */
export interface PunchRecord {
  entry_id: string | null;
  seq: number | null;
  at: Date | null;
  action: string | null;
  credential_kind: string | null;
  id_user: string | null;
  id_selfie: string | null;
  left_at: Date | null;
  prev_hash: string | null;
  hash: string | null;
  signature: string | null;
  in_chain: boolean;
  status: 'applied' | 'rejected';
  error_key: string | null;
  detail: string | null;
  id_workspace_time: string | null;
  id_break: string | null;
  answer: Record<string, unknown> | null;
}

/** What the chain recorded for a seq: enough to answer a resend exactly as the first time. */
export interface ChainRecord {
  seq: number;
  hash: string;
  status: 'applied' | 'rejected';
  error_key: string | null;
  detail: string | null;
  answer: Record<string, unknown> | null;
}

const RECORD_COLUMNS = `entry_id uuid, seq bigint, at timestamptz, action text, credential_kind text,
  id_user uuid, id_selfie uuid, left_at timestamptz, prev_hash text, hash text, signature text,
  in_chain boolean, status text, error_key text, detail text, id_workspace_time uuid,
  id_break uuid, answer jsonb`;

const COLUMN_NAMES = RECORD_COLUMNS.split(',').map((column) => column.trim().split(/\s+/)[0]);

/**
 * The kiosk punch journal. A batch runs in one transaction that first takes the kiosk's turn
 * (a transaction-scoped advisory lock), so two deliveries of one backlog queue and the second
 * finds the first's chain: exactly once without a unique-violation dance.
 */
@Injectable()
export class PunchJournalRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes the kiosk's turn until the transaction ends and makes deferred constraint triggers
   * report at each statement, so a clock statement that breaks an invariant fails inside its own
   * savepoint instead of failing the whole batch at COMMIT.
   */
  async takeTurn(idKiosk: string, tx: Tx): Promise<void> {
    await this.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`kiosk-punches:${idKiosk}`}, 0))`,
      tx,
    );
    await this.db.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`, tx);
  }

  /** The last entry of the kiosk's chain; null when it never sent one. */
  async head(idKiosk: string, tx?: Tx): Promise<ChainHead | null> {
    const row = await this.db.maybeOne<{ seq: string; hash: string }>(
      sql`SELECT seq, hash FROM kiosk_punches
           WHERE id_kiosk = ${idKiosk} AND in_chain ORDER BY seq DESC LIMIT 1`,
      tx,
    );
    return row ? { seq: Number(row.seq), hash: row.hash } : null;
  }

  /** The chain's records for these seqs (to tell resends from replays, and answer them). */
  async chainRecords(idKiosk: string, seqs: number[], tx: Tx): Promise<Map<number, ChainRecord>> {
    const rows = await this.db.rows<ChainRecord & { seq: string }>(
      sql`SELECT seq, hash, status, error_key, detail, answer FROM kiosk_punches
           WHERE id_kiosk = ${idKiosk} AND in_chain AND seq = ANY(${seqs.map(String)}::bigint[])`,
      tx,
    );
    return new Map(rows.map((row) => [Number(row.seq), { ...row, seq: Number(row.seq) }]));
  }

  /** Entry ids the chain already holds (a kiosk must not reuse one under another seq). */
  async usedEntryIds(idKiosk: string, ids: string[], tx: Tx): Promise<Set<string>> {
    const rows = await this.db.rows<{ entry_id: string }>(
      sql`SELECT entry_id FROM kiosk_punches
           WHERE id_kiosk = ${idKiosk} AND in_chain AND entry_id = ANY(${ids}::uuid[])`,
      tx,
    );
    return new Set(rows.map((row) => row.entry_id));
  }

  /**
   * Records a batch's entries in one statement. Chain entries are new by construction (the turn
   * is held and the head was read under it); a refusal seen before is counted again, not copied.
   * Refusals of a seq gap whose entry has now joined the chain are removed: it was only waiting.
   */
  async record(idKiosk: string, idWorkspace: string, records: PunchRecord[], tx: Tx) {
    if (records.length === 0) return;
    const columns = sql.raw(COLUMN_NAMES.join(', '));
    await this.db.execute(
      sql`INSERT INTO kiosk_punches (id_kiosk, id_workspace, ${columns})
          SELECT ${idKiosk}::uuid, ${idWorkspace}::uuid, ${columns}
            FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(${sql.raw(RECORD_COLUMNS)})
          ON CONFLICT (id_kiosk, hash, error_key) WHERE NOT in_chain AND hash IS NOT NULL
          DO UPDATE SET received_at = now(),
                        received_count = kiosk_punches.received_count + 1`,
      tx,
    );
    await this.claimSelfies(idKiosk, records, tx);
    const joined = records.filter((r) => r.in_chain && r.hash).map((r) => r.hash as string);
    if (joined.length > 0) {
      await this.db.execute(
        sql`DELETE FROM kiosk_punches
             WHERE id_kiosk = ${idKiosk} AND NOT in_chain AND error_key = 'kiosk.punch.seq_gap'
               AND hash = ANY(${joined}::text[])`,
        tx,
      );
    }
  }

  /**
   * Selfies uploaded before their punch arrived learn their member now; only this kiosk's own
   * selfies can be claimed, and only by the first punch that names one.
   */
  private async claimSelfies(idKiosk: string, records: PunchRecord[], tx: Tx): Promise<void> {
    const claims = records.filter((r) => r.in_chain && r.id_selfie && r.id_user);
    if (claims.length === 0) return;
    await this.db.execute(
      sql`UPDATE selfies s SET id_user = c.id_user
            FROM unnest(${claims.map((c) => c.id_selfie)}::uuid[],
                        ${claims.map((c) => c.id_user)}::uuid[]) AS c(id_selfie, id_user)
           WHERE s.id = c.id_selfie AND s.id_kiosk = ${idKiosk} AND s.id_user IS NULL`,
      tx,
    );
  }

  async savepoint(tx: Tx): Promise<void> {
    await this.db.execute(sql`SAVEPOINT kiosk_punch`, tx);
  }

  async release(tx: Tx): Promise<void> {
    await this.db.execute(sql`RELEASE SAVEPOINT kiosk_punch`, tx);
  }

  async rollbackToSavepoint(tx: Tx): Promise<void> {
    await this.db.execute(sql`ROLLBACK TO SAVEPOINT kiosk_punch`, tx);
  }
}
