import { ProjectReportVisibility } from './contracts/workspaces.js';
import type { ProjectTimeView } from './contracts/projects.js';

/**
 * How much of a project's time someone sees (projects-billing-spec section 3, project report
 * visibility): those who may read members' timestamps see every row (DETAILS); anyone else what
 * the workspace's setting lets members see, where anything but DETAILS and PERSONAL is SUMMARY.
 * The project total, activities and member reports all answer by this one rule.
 */
export function projectTimeView(
  seesMemberTimestamps: boolean,
  setting: string | null | undefined,
): ProjectTimeView {
  if (seesMemberTimestamps) return ProjectReportVisibility.Details;
  return setting === ProjectReportVisibility.Details || setting === ProjectReportVisibility.Personal
    ? setting
    : ProjectReportVisibility.Summary;
}
