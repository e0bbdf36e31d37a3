// Each kind of request has its own routes (the spec's three families); one table keeps the
// choice in one place.
import { RequestKind } from '@punchcard/shared';

/** The kinds that can be drafts: a workspace time or break whose end is not known yet. */
export type DraftKind = typeof RequestKind.WorkspaceTime | typeof RequestKind.Break;

export function isDraftKind(kind: RequestKind): kind is DraftKind {
  return kind === RequestKind.WorkspaceTime || kind === RequestKind.Break;
}

const id = (value: string) => encodeURIComponent(value);

export const requestRoutes = {
  file: {
    [RequestKind.Activity]: '/v1/activities/requests',
    [RequestKind.WorkspaceTime]: '/v1/workspaces/requests',
    [RequestKind.Break]: '/v1/workspaces/requests/break',
  },
  /** Filling in a draft submits it. */
  fill: {
    [RequestKind.WorkspaceTime]: '/v1/workspaces/requests',
    [RequestKind.Break]: '/v1/workspaces/requests/break',
  },
  withdraw: (kind: RequestKind, requestId: string): string => {
    switch (kind) {
      case RequestKind.Activity:
        return `/v1/activities/requests/${id(requestId)}/pseudo`;
      case RequestKind.WorkspaceTime:
        return `/v1/workspaces/requests/pending/${id(requestId)}/pseudo`;
      case RequestKind.Break:
        return `/v1/workspaces/requests/break/pending/${id(requestId)}/pseudo`;
    }
  },
  restore: (kind: RequestKind, requestId: string): string => {
    switch (kind) {
      case RequestKind.Activity:
        return `/v1/activities/deleted/request/${id(requestId)}`;
      case RequestKind.WorkspaceTime:
        return `/v1/workspaces/deleted/workspacetime-request/${id(requestId)}`;
      case RequestKind.Break:
        return `/v1/workspaces/deleted/break-request/${id(requestId)}`;
    }
  },
} as const;
