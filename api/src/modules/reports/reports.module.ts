import { Module } from '@nestjs/common';

/** Attendance, summary and activity reports, and their exports. */
@Module({})
export class ReportsModule {}
