import { Module } from '@nestjs/common';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulesService } from './schedules.service.js';

/** Work schedules of the workspace and its members. */
@Module({
  controllers: [SchedulesController],
  providers: [SchedulesRepository, SchedulesService],
})
export class SchedulesModule {}
