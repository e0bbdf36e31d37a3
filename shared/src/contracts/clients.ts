import type { UnixSeconds } from '../time.js';

/** Longest client name, counted in characters after trimming. */
export const CLIENT_NAME_MAX = 100;

/** A client of the workspace (time-tracking-spec section 3), as every clients route answers it. */
export interface Client {
  id: string;
  name: string;
  /** URL under /v1/uploads, or null. */
  avatar: string | null;
  created_at: UnixSeconds;
  deleted_at: UnixSeconds | null;
}

/** GET /v1/clients: live clients; `include_deleted` adds the deleted ones (restore screen). */
export interface ListClientsQuery {
  include_deleted?: boolean;
}

/** POST /v1/clients */
export interface CreateClientRequest {
  name: string;
}

/** PATCH /v1/clients/{id}/name */
export interface RenameClientRequest {
  name: string;
}
