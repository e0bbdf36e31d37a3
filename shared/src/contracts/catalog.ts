/** Enumerations of the workspace catalogue (projects-billing-spec section 3). */

export const TaskStatus = { Todo: 'TODO', InProgress: 'IN_PROGRESS', Done: 'DONE' } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATUSES: readonly TaskStatus[] = Object.values(TaskStatus);

/** Ordered by rank: a higher number is more urgent. */
export const TaskPriority = { NoPriority: 0, Low: 1, Medium: 2, High: 3 } as const;
export type TaskPriority = (typeof TaskPriority)[keyof typeof TaskPriority];
export const TASK_PRIORITIES: readonly TaskPriority[] = Object.values(TaskPriority);

export const InvitationKind = {
  WorkspaceMember: 'WORKSPACE_MEMBER',
  ProjectMember: 'PROJECT_MEMBER',
  ProjectGuest: 'PROJECT_GUEST',
} as const;
export type InvitationKind = (typeof InvitationKind)[keyof typeof InvitationKind];

export const DEFAULT_CATEGORY_COLOR = '#828E99';
export const DEFAULT_TASK_PRIORITY: TaskPriority = TaskPriority.Medium;
export const TASK_PAGE_SIZE = 100;

/** An uploaded image as stored: a URL under /v1/uploads. */
export interface UploadedImage {
  avatar: string;
}
