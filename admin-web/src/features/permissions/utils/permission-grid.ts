// The role x permission map as the page works with it: a set of "PERMISSION|Role" cells, and the
// wire pairs it is saved as (the API replaces the whole map at once).
import {
  defaultPermissionGrants,
  Permission,
  type PermissionValue,
  Role,
  type WorkspacePermission,
} from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type Grant = CamelCaseKeys<WorkspacePermission>;
export type Catalogue = CamelCaseKeys<PermissionValue>[];
export type Cell = `${Permission}|${Role}`;

export const cellOf = (permission: Permission, role: Role): Cell => `${permission}|${role}`;

export function cellsOf(grants: readonly Grant[]): Set<Cell> {
  return new Set(grants.map((grant) => cellOf(grant.permission, grant.memberRole)));
}

export function defaultCells(): Set<Cell> {
  return new Set(defaultPermissionGrants().map((grant) => cellOf(grant.permission, grant.role)));
}

export function sameCells(a: ReadonlySet<Cell>, b: ReadonlySet<Cell>): boolean {
  return a.size === b.size && [...a].every((cell) => b.has(cell));
}

/** `cells` with one cell set to `granted`. */
export function withCell(cells: ReadonlySet<Cell>, cell: Cell, granted: boolean): Set<Cell> {
  const next = new Set(cells);
  if (granted) next.add(cell);
  else next.delete(cell);
  return next;
}

/** The grants of `cells`, with the catalogue's id of each permission (what the PATCH takes). */
export function grantsOf(cells: ReadonlySet<Cell>, catalogue: Catalogue): Grant[] {
  const ids = new Map(catalogue.map((value) => [value.permission, value.id]));
  return [...cells].flatMap((cell) => {
    const [permission, role] = cell.split('|') as [Permission, Role];
    const id = ids.get(permission);
    return id === undefined ? [] : [{ idPermission: id, permission, memberRole: role }];
  });
}

/** The roles the map is edited for: a super owner passes every check whatever it says. */
export const EDITABLE_ROLES = [Role.Owner, Role.Manager, Role.Member, Role.Guest] as const;

/** The permissions by what they are about, in the order the page lists them. */
export const PERMISSION_GROUPS = [
  {
    group: 'team',
    permissions: [
      Permission.ManageWorkspaceMembers,
      Permission.ManageWorkspaceSettings,
      Permission.ViewMemberTimestamps,
    ],
  },
  {
    group: 'time',
    permissions: [
      Permission.ManageWorkspaceTimeModification,
      Permission.ManageTimestampModification,
      Permission.DeleteWorkspaceTimeAfter1Min,
      Permission.DeleteClosedTimestampAfter1Min,
    ],
  },
  {
    group: 'catalogue',
    permissions: [
      Permission.CudProjectTask,
      Permission.CudTaskCategory,
      Permission.CudTags,
      Permission.CudWorkspaceClients,
      Permission.InviteProjectGuest,
    ],
  },
] as const;
