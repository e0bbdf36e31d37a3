import { Injectable } from '@nestjs/common';
import type { KioskPunchRecord, PunchRecordStatus } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';

/** The most punches one read answers: a fleet's recent history, not an export. */
const LIST_LIMIT = 500;

/** Managers' view of the journal (the rows PunchJournalRepository writes). */
@Injectable()
export class PunchRecordsRepository {
  constructor(private readonly db: Database) {}

  list(
    idWorkspace: string,
    filter: { status?: PunchRecordStatus; id_kiosk?: string },
  ): Promise<KioskPunchRecord[]> {
    return this.db.rows<KioskPunchRecord>(
      sql`SELECT p.id, p.id_kiosk, k.name AS kiosk_name, p.entry_id, p.seq::float8 AS seq,
                 extract(epoch FROM p.at)::bigint::float8 AS at, p.action, p.credential_kind,
                 p.id_user, p.id_selfie, extract(epoch FROM p.left_at)::bigint::float8 AS left_at,
                 p.status, p.in_chain, p.error_key, p.detail, p.id_workspace_time, p.id_break,
                 extract(epoch FROM p.received_at)::bigint::float8 AS received_at,
                 p.received_count
            FROM kiosk_punches p
            JOIN kiosks k ON k.id = p.id_kiosk
           WHERE p.id_workspace = ${idWorkspace}
             AND (${filter.status ?? null}::text IS NULL OR p.status = ${filter.status ?? null})
             AND (${filter.id_kiosk ?? null}::uuid IS NULL OR p.id_kiosk = ${filter.id_kiosk ?? null})
           ORDER BY p.received_at DESC, p.seq DESC NULLS LAST
           LIMIT ${LIST_LIMIT}`,
    );
  }
}
