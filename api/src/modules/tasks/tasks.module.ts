import { Module } from '@nestjs/common';
import { ProjectsModule } from '#src/modules/projects/index.js';
import { TaskAccessService } from './task-access.service.js';
import { TaskInputs } from './task-inputs.service.js';
import { TaskRefsRepository } from './task-refs.repository.js';
import { TaskTrashService } from './task-trash.service.js';
import { TasksController } from './tasks.controller.js';
import { TasksRepository } from './tasks.repository.js';
import { TasksService } from './tasks.service.js';

@Module({
  imports: [ProjectsModule],
  controllers: [TasksController],
  providers: [
    TasksRepository,
    TaskRefsRepository,
    TaskAccessService,
    TaskInputs,
    TasksService,
    TaskTrashService,
  ],
  // Activities check the tasks they name with the same visibility rule.
  exports: [TaskAccessService],
})
export class TasksModule {}
