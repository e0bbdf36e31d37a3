import type { TableRecord } from '#src/database/sql/index.js';

/** A membership with its workspace: where a caller's access in that workspace starts. */
export interface Membership {
  member: TableRecord<'workspace_members'>;
  workspace: TableRecord<'workspaces'>;
}

/**
 * The membership reads authentication needs, provided by the members module. Its services check
 * access through auth, so auth names what it reads here rather than importing members back.
 */
export abstract class MembershipLookup {
  abstract findActiveAccess(idWorkspace: string, idUser: string): Promise<Membership | undefined>;
  abstract findDefaultAccess(idUser: string): Promise<Membership | undefined>;
  abstract findByApiKeyHash(
    apiKeyHash: string,
  ): Promise<(Membership & { user: TableRecord<'users'> }) | undefined>;
}
