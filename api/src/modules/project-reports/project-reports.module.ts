import { Module } from '@nestjs/common';
import { PdfModule } from '#src/common/pdf/index.js';
import { ProjectsModule } from '#src/modules/projects/index.js';
import { ProjectReportFilesService } from './project-report-files.service.js';
import { ProjectReportsController } from './project-reports.controller.js';
import { ProjectReportsRepository } from './project-reports.repository.js';
import { ProjectReportsService } from './project-reports.service.js';

/** Project member reports: pages, PDF and CSV/XLSX exports. */
@Module({
  imports: [ProjectsModule, PdfModule],
  controllers: [ProjectReportsController],
  providers: [ProjectReportsRepository, ProjectReportsService, ProjectReportFilesService],
})
export class ProjectReportsModule {}
