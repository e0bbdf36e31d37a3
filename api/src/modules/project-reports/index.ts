export { ProjectReportsModule } from './project-reports.module.js';
