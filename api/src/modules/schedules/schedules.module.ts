import { Module } from '@nestjs/common';

/** Work schedules of the workspace and its members. */
@Module({})
export class SchedulesModule {}
