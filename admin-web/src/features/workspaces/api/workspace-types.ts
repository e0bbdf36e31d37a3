import type { Workspace } from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

/** A workspace as the app holds it (GET /v1/workspaces/{id}, camelCased). */
export type WorkspaceView = CamelCaseKeys<Workspace>;
