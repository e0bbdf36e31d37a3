import { Module } from '@nestjs/common';

/** Project member reports: pages, PDF and CSV/XLSX exports. */
@Module({})
export class ProjectReportsModule {}
