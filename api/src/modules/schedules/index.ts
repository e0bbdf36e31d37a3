export { SchedulesModule } from './schedules.module.js';
