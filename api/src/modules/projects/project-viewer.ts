/**
 * Who is looking at projects. The one SQL rule deciding what they see is `projectVisible`
 * (`database/sql/project-visible.ts`), shared with every task read.
 */
export type { ProjectViewer } from '#src/database/sql/project-visible.js';
