import type { UnixSeconds } from '../time.js';

/** Longest tag name, counted in characters after trimming. */
export const TAG_NAME_MAX = 50;

/** A workspace tag; names are unique among live tags, ignoring case and surrounding spaces. */
export interface Tag {
  id: string;
  name: string;
  created_at: UnixSeconds;
  deleted_at: UnixSeconds | null;
}

/** GET /v1/tags: live tags; `include_deleted` adds the deleted ones (restore screen). */
export interface ListTagsQuery {
  include_deleted?: boolean;
}

/** POST /v1/tags */
export interface CreateTagRequest {
  name: string;
}

/** PATCH /v1/tags/{id} */
export interface RenameTagRequest {
  name: string;
}
