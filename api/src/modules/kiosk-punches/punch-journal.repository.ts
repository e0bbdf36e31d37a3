import { Injectable } from '@nestjs/common';
import { type ChainHead, ErrorKey } from '@punchcard/shared';
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

/** The chain as a batch finds it under the kiosk's turn (see `chainState`). */
export interface ChainState {
  head: ChainHead | null;
  records: Map<number, ChainRecord>;
  usedIds: Set<string>;
}

interface ChainStateRow {
  part: 'head' | 'record' | 'used';
  seq: string | null;
  hash: string | null;
  status: ChainRecord['status'] | null;
  error_key: string | null;
  detail: string | null;
  answer: Record<string, unknown> | null;
  entry_id: string | null;
}

function toChainRecord(row: ChainStateRow): ChainRecord {
  return {
    seq: Number(row.seq),
    hash: row.hash as string,
    status: row.status as ChainRecord['status'],
    error_key: row.error_key,
    detail: row.detail,
    answer: row.answer,
  };
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
      sql.prepared(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`kiosk-punches:${idKiosk}`}, 0))`,
      ),
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

  /**
   * What the batch needs of the chain, read under the kiosk's turn in one statement: its head,
   * its records for the batch's seqs (to tell resends from replays, and answer them; seqs above
   * the head have none), and which of the batch's entry ids it already holds (a kiosk must not
   * reuse one under another seq).
   */
  async chainState(
    idKiosk: string,
    seqs: number[],
    entryIds: string[],
    tx: Tx,
  ): Promise<ChainState> {
    const rows = await this.db.rows<ChainStateRow>(
      sql.prepared(sql`(SELECT 'head' AS part, seq, hash, NULL AS status, NULL AS error_key,
                                NULL AS detail, NULL::jsonb AS answer, NULL::uuid AS entry_id
                           FROM kiosk_punches
                          WHERE id_kiosk = ${idKiosk} AND in_chain ORDER BY seq DESC LIMIT 1)
          UNION ALL
          SELECT 'record', seq, hash, status, error_key, detail, answer, NULL
            FROM kiosk_punches
           WHERE id_kiosk = ${idKiosk} AND in_chain AND seq = ANY(${seqs.map(String)}::bigint[])
          UNION ALL
          SELECT 'used', NULL, NULL, NULL, NULL, NULL, NULL, entry_id
            FROM kiosk_punches
           WHERE id_kiosk = ${idKiosk} AND in_chain AND entry_id = ANY(${entryIds}::uuid[])`),
      tx,
    );
    const state: ChainState = { head: null, records: new Map(), usedIds: new Set() };
    for (const row of rows) {
      if (row.part === 'used') state.usedIds.add(row.entry_id as string);
      else if (row.part === 'head') state.head = { seq: Number(row.seq), hash: row.hash as string };
      else state.records.set(Number(row.seq), toChainRecord(row));
    }
    return state;
  }

  /**
   * Records a batch's entries in one statement. Chain entries are new by construction (the turn
   * is held and the head was read under it); a refusal seen before is counted again, not copied.
   * Refusals of a seq gap whose entry has now joined the chain are removed: it was only waiting
   * (and such a refusal in this very batch is not written). Selfies uploaded before their punch
   * arrived learn their member: only this kiosk's own, and only by the first punch naming one.
   */
  async record(idKiosk: string, idWorkspace: string, records: PunchRecord[], tx: Tx) {
    const joined = new Set(records.filter((r) => r.in_chain && r.hash).map((r) => r.hash));
    const kept = records.filter(
      (r) => r.in_chain || r.error_key !== ErrorKey.KioskPunchSeqGap || !joined.has(r.hash),
    );
    if (kept.length === 0) return;
    const claims = kept.filter((r) => r.in_chain && r.id_selfie && r.id_user);
    const columns = sql.raw(COLUMN_NAMES.join(', '));
    await this.db.execute(
      sql.prepared(sql`WITH waited AS (
            DELETE FROM kiosk_punches
             WHERE id_kiosk = ${idKiosk} AND NOT in_chain
               AND error_key = ${ErrorKey.KioskPunchSeqGap} AND hash = ANY(${[...joined]}::text[])
          ), claimed AS (
            UPDATE selfies s SET id_user = c.id_user
              FROM unnest(${claims.map((c) => c.id_selfie)}::uuid[],
                          ${claims.map((c) => c.id_user)}::uuid[]) AS c(id_selfie, id_user)
             WHERE s.id = c.id_selfie AND s.id_kiosk = ${idKiosk} AND s.id_user IS NULL
          )
          INSERT INTO kiosk_punches (id_kiosk, id_workspace, ${columns})
          SELECT ${idKiosk}::uuid, ${idWorkspace}::uuid, ${columns}
            FROM jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) AS r(${sql.raw(RECORD_COLUMNS)})
          ON CONFLICT (id_kiosk, hash, error_key) WHERE NOT in_chain AND hash IS NOT NULL
          DO UPDATE SET received_at = now(),
                        received_count = kiosk_punches.received_count + 1`),
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
