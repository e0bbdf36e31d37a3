// Wire types of the tasks routes that lib/wire.ts does not hold, camelCased as the client gives them.
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';
import type { Task } from '@/lib/wire';

export type TaskPage = CamelCaseKeys<wire.TaskPage>;
export type TaskPageEntry = CamelCaseKeys<wire.TaskPageEntry>;
export type CreateTaskRequest = CamelCaseKeys<wire.CreateTaskRequest>;
export type UpdateTaskRequest = CamelCaseKeys<wire.UpdateTaskRequest>;
export type TaskUsage = CamelCaseKeys<wire.TaskUsage>;

export type { Task };
