import { Injectable } from '@nestjs/common';
import type { Locale } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import {
  type ExportFile,
  exportFilename,
  MEDIA_TYPES,
  streamTable,
} from '#src/common/exports/index.js';
import { PDF_TABLE_PAGE, PdfService, PdfTable } from '#src/common/pdf/index.js';
import {
  exportCells,
  exportColumns,
  pdfCells,
  pdfColumns,
  pdfTotals,
  type ProjectReportHeader,
  reportFacts,
} from './project-report-files.js';
import type { ProjectReportExportQueryDto, ProjectReportFilterDto } from './project-reports.dto.js';
import { projectReportTexts } from './project-report-texts.js';
import { ProjectReportsRepository } from './project-reports.repository.js';
import { type ResolvedReport, ProjectReportsService } from './project-reports.service.js';

/**
 * The project member report as files: a PDF of every row (header, totals, page numbers) and CSV
 * or XLSX for payroll. Rows come through a database cursor and leave as they are written, so a
 * year of days of many members never sits in memory; the totals (and the PDF's page count) come
 * from one aggregate first.
 */
@Injectable()
export class ProjectReportFilesService {
  constructor(
    private readonly reports: ProjectReportsService,
    private readonly rows: ProjectReportsRepository,
    private readonly pdf: PdfService,
  ) {}

  async document(
    access: WorkspaceAccess,
    query: ProjectReportFilterDto,
    lang: Locale,
  ): Promise<ExportFile> {
    const report = await this.reports.resolve(access, query);
    const header = await this.header(access, report);
    const texts = projectReportTexts(lang);
    const { groups } = report.scope;
    const reader = this.reader(report);
    const title = texts.title(report.projectName);
    const draft = this.pdf.create({ size: PDF_TABLE_PAGE, title });
    const stream = this.pdf.stream(draft, async (doc) => {
      const table = new PdfTable(doc, {
        title,
        facts: reportFacts(header, lang).filter(
          ([label]) => label !== texts.totalDuration && label !== texts.totalCost,
        ),
        columns: pdfColumns(groups, lang),
        rowCount: header.totals.total_items,
        totals: true,
        emptyText: texts.empty,
        pageLabel: texts.page,
      });
      for await (const batch of this.rows.allRows(report.scope, report.showEmails)) {
        for (const record of batch) await table.row(pdfCells(record, groups, lang, reader));
      }
      await table.totals(pdfTotals(header, lang));
      table.finish();
    });
    return {
      stream,
      contentType: MEDIA_TYPES.pdf,
      filename: this.filename(report, header, 'pdf'),
    };
  }

  async table(access: WorkspaceAccess, query: ProjectReportExportQueryDto): Promise<ExportFile> {
    const lang = query.lang ?? 'en';
    const report = await this.reports.resolve(access, query);
    const header = await this.header(access, report);
    const { groups } = report.scope;
    const reader = this.reader(report);
    const table = {
      title: projectReportTexts(lang).title(report.projectName),
      facts: reportFacts(header, lang),
      columns: exportColumns(groups, lang),
    };
    const filename = this.filename(report, header, query.format);
    return streamTable(query.format, table, filename, async (writer) => {
      for await (const batch of this.rows.allRows(report.scope, report.showEmails)) {
        for (const record of batch) await writer.row(exportCells(record, groups, lang, reader));
      }
    });
  }

  private async header(
    access: WorkspaceAccess,
    report: ResolvedReport,
  ): Promise<ProjectReportHeader> {
    return {
      workspace: access.workspace.name,
      project: report.projectName,
      timeZone: report.timeZone,
      currency: access.workspace.currency,
      groups: report.scope.groups,
      totals: await this.rows.totals(report.scope),
      readsAllRates: report.readsAllRates,
    };
  }

  private reader(report: ResolvedReport) {
    return { readsAllRates: report.readsAllRates, idViewer: report.scope.idViewer };
  }

  private filename(report: ResolvedReport, header: ProjectReportHeader, extension: string) {
    return exportFilename(
      [
        'project-report',
        report.projectName,
        header.totals.from_local.slice(0, 10),
        header.totals.to_local.slice(0, 10),
      ],
      extension,
    );
  }
}
