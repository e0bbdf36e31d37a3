export { TasksModule } from './tasks.module.js';
export { LIVE, TaskAccessService } from './task-access.service.js';
