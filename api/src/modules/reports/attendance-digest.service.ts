import { Injectable } from '@nestjs/common';
import type { TableFormat } from '#src/common/exports/index.js';
import { Clock } from '#src/common/time/clock.js';
import type { Tx } from '#src/database/transactions.js';
import { canonicalDigest, canonicalLine, hasTime } from './attendance-canonical.js';
import { canonicalLinesOf, readAttendanceFile } from './attendance-file.js';
import { AttendanceRepository } from './attendance.repository.js';

/**
 * The SHA-256 digest of a period's canonical attendance content (attendance-canonical.ts), from
 * the stored time or from an exported CSV/XLSX file. Sealing stores the first; verifying a file
 * or a period later compares against it.
 */
@Injectable()
export class AttendanceDigestService {
  constructor(
    private readonly attendance: AttendanceRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The digest of the workspace's time in [start, end), cut into days in `timeZone` (the seal's,
   * so a later change of the workspace's zone does not change it). Retention never hides sealed
   * time from it: a seal speaks for all time stored in its period. Pass `tx` to hash what a
   * sealing transaction sees.
   */
  async digest(
    idWorkspace: string,
    start: Date,
    end: Date,
    timeZone: string,
    tx?: Tx,
  ): Promise<string> {
    const rows = await this.attendance.canonicalDays(
      {
        idWorkspace,
        frame: { timeZone, from: start, to: end, now: this.clock.now() },
        cutoff: null,
      },
      tx,
    );
    const days = rows.map((row) => ({
      id_user: row.id_user,
      date: row.date,
      first_in: row.first_in_local,
      last_out: row.last_out_local,
      worked: row.worked,
      break_time: row.break_time,
      activity_time: row.activity_time,
      number_of_breaks: row.number_of_breaks,
    }));
    return canonicalDigest(days.filter(hasTime).map((day) => canonicalLine(day)));
  }

  /**
   * The digest of a daily attendance export (CSV or XLSX as this API writes it). A changed figure
   * changes it: the seconds columns are hashed, and a row whose h:mm or hours disagree with its
   * seconds is marked so it cannot match. 400 bad_request for a file that is not such an export.
   */
  async digestOfFile(bytes: Buffer, format: TableFormat): Promise<string> {
    const contents = await readAttendanceFile(bytes, format);
    return canonicalDigest(canonicalLinesOf(contents, format));
  }
}
