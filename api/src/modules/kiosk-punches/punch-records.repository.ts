import { Injectable } from '@nestjs/common';
import type { KioskPunchRecord, PunchRecordStatus } from '@punchcard/shared';
import {
  type ActivityWindow,
  type KeysetPage,
  type Positioned,
  inWindow,
  toPage,
} from '#src/common/http/keyset-page.js';
import { Database, sql } from '#src/database/sql/index.js';

/** Managers' view of the journal (the rows PunchJournalRepository writes). */
@Injectable()
export class PunchRecordsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page, newest received first; kiosk_punches_workspace_idx (id_workspace, received_at)
   * serves the range and the keyset position.
   */
  async list(
    idWorkspace: string,
    status: PunchRecordStatus | null,
    window: ActivityWindow,
  ): Promise<KeysetPage<KioskPunchRecord>> {
    const rows = await this.db.rows<Positioned<KioskPunchRecord>>(
      sql`SELECT p.id, p.id_kiosk, k.name AS kiosk_name, p.entry_id, p.seq::float8 AS seq,
                 extract(epoch FROM p.at)::bigint::float8 AS at, p.action, p.credential_kind,
                 p.id_user, p.id_selfie, extract(epoch FROM p.left_at)::bigint::float8 AS left_at,
                 p.status, p.in_chain, p.error_key, p.detail, p.id_workspace_time, p.id_break,
                 extract(epoch FROM p.received_at)::bigint::float8 AS received_at,
                 p.received_count,
                 (extract(epoch FROM p.received_at) * 1000000)::bigint::text AS cursor_micros
            FROM kiosk_punches p
            JOIN kiosks k ON k.id = p.id_kiosk
           WHERE p.id_workspace = ${idWorkspace}
             AND (${status}::text IS NULL OR p.status = ${status})
             AND ${inWindow({ kiosk: sql`p.id_kiosk`, time: sql`p.received_at`, id: sql`p.id` }, window)}
           ORDER BY p.received_at DESC, p.id DESC
           LIMIT ${window.limit + 1}`,
    );
    return toPage(rows, window.limit, (row) => row);
  }
}
