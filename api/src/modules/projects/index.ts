export { ProjectsModule } from './projects.module.js';
export { ProjectAccessService } from './project-access.service.js';
export type { ProjectViewer } from './project-viewer.js';
