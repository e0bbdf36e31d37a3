import { Injectable } from '@nestjs/common';
import { AttendanceMemberFilter, ReportPeriod } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import {
  type ExportCell,
  type ExportFile,
  exportFilename,
  streamTable,
  streamTableInWorker,
} from '#src/common/exports/index.js';
import { type ExportLang, exportCells, exportColumns } from './attendance-columns.js';
import {
  type AttendanceFileFacts,
  attendanceFacts,
  attendanceTitle,
  periodDays,
} from './attendance-facts.js';
import { AttendancePdf } from './attendance-pdf.js';
import type { AttendanceExportQueryDto } from './attendance-query.dto.js';
import { type AttendanceScope, AttendanceScopeService } from './attendance-scope.service.js';
import { AttendanceRepository } from './attendance.repository.js';

/** Rows fetched per cursor step: small enough to keep memory flat, large enough to be quick. */
const BATCH_ROWS = 500;

/** The worker that renders CSV and XLSX on PostgreSQL (its build beside this file's). */
const WORKER = new URL('./attendance-export.worker.js', import.meta.url);

/**
 * The attendance report as a file for payroll: CSV, XLSX or PDF, streamed from one cursor over
 * the same statement as the report (a year of a thousand members never sits in memory). Every
 * file states its workspace, period and zone; an export of exactly a sealed period (all
 * members, daily rows) also names the seal and its digest.
 */
@Injectable()
export class AttendanceExportService {
  constructor(
    private readonly scopes: AttendanceScopeService,
    private readonly attendance: AttendanceRepository,
    private readonly pdf: AttendancePdf,
  ) {}

  async export(access: WorkspaceAccess, query: AttendanceExportQueryDto): Promise<ExportFile> {
    const scope = this.scopes.scope(access, query);
    const lang: ExportLang = query.lang ?? 'en';
    const facts = await this.facts(access, scope);
    const [first, last] = periodDays(facts.from, facts.to, facts.timeZone);
    const filename = exportFilename(
      ['attendance', access.workspace.name, first, ...(last === first ? [] : [last])],
      query.format,
    );
    const rows = () =>
      this.attendance.exportBatches(scope.window, scope.bucketing, scope.filter, BATCH_ROWS);
    if (query.format === 'pdf') {
      const count = await this.attendance.exportRowCount(
        scope.window,
        scope.bucketing,
        scope.filter,
      );
      return this.pdf.file(facts, lang, filename, count, rows());
    }
    const table = {
      title: attendanceTitle(lang),
      facts: attendanceFacts(facts, lang),
      columns: exportColumns(lang),
    };
    // A year of a thousand members is 365k rows: parsed in the server's thread they would grow
    // its heap by hundreds of MB (table-worker.ts). PGlite lives in this thread, so it stays here.
    const statement = await this.attendance.exportForWorker(
      scope.window,
      scope.bucketing,
      scope.filter,
    );
    if (statement) {
      const job = { statement, batchRows: BATCH_ROWS, format: query.format, table, options: lang };
      return streamTableInWorker(WORKER, job, filename);
    }
    return streamTable(query.format, table, filename, async (writer) => {
      const cells: ExportCell[] = [];
      for await (const batch of rows()) {
        for (const row of batch) await writer.row(exportCells(row, lang, cells));
      }
    });
  }

  private async facts(
    access: WorkspaceAccess,
    scope: AttendanceScope,
  ): Promise<AttendanceFileFacts> {
    const { window, bucketing, filter } = scope;
    const everyone =
      filter.idMembers === null &&
      filter.roles === null &&
      filter.status === AttendanceMemberFilter.All;
    // Only the whole workspace's daily rows are the sealed content the digest speaks for.
    const seal =
      everyone && bucketing.period === ReportPeriod.Daily
        ? await this.attendance.liveSeal(window.idWorkspace, window.frame.from, window.frame.to)
        : undefined;
    return {
      workspace: access.workspace.name,
      timeZone: window.frame.timeZone,
      from: window.frame.from,
      to: window.frame.to,
      period: bucketing.period,
      status: filter.status,
      narrowed: filter.idMembers !== null || filter.roles !== null,
      generatedAt: window.frame.now,
      seal: seal ?? null,
    };
  }
}
