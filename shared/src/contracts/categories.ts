import type { UnixSeconds } from '../time.js';

/** Longest category name, counted in characters after trimming. */
export const CATEGORY_NAME_MAX = 50;

/** A category colour: `#RRGGBB` (stored upper-case). */
export const CATEGORY_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** A task category (projects-billing-spec section 3). */
export interface Category {
  id: string;
  name: string;
  color: string;
  id_workspace: string;
  created_at: UnixSeconds;
  deleted_at: UnixSeconds | null;
}

/** GET /v1/tasks/categories: live categories; `include_deleted` adds the deleted ones. */
export interface ListCategoriesQuery {
  include_deleted?: boolean;
}

/** POST /v1/tasks/categories: the colour defaults to DEFAULT_CATEGORY_COLOR. */
export interface CreateCategoryRequest {
  name: string;
  color?: string;
}

/** PATCH /v1/workspaces/categories/{id}: only the fields sent change. */
export interface UpdateCategoryRequest {
  name?: string;
  color?: string;
}

/** One entry of PATCH /v1/workspaces/categories. */
export interface CategoryUpdate extends UpdateCategoryRequest {
  id: string;
}

/** PATCH /v1/workspaces/categories: all entries apply, or none (any unknown id is a 404). */
export interface UpdateCategoriesRequest {
  categories: CategoryUpdate[];
}

/** GET /v1/workspaces/categories/{id}: whether tasks (live or archived) still use it. */
export interface CategoryUsage {
  is_used: boolean;
  tasks: number;
}

/** DELETE /v1/workspaces/categories/{id}/new/pseudo: where its tasks move. */
export interface ReassignCategoryQuery {
  new_id_category: string;
}

/**
 * PATCH /v1/workspaces/categories/{id}/restore: with `new_id_category`, every task now in that
 * category moves to the restored one (the undo of a reassigning delete).
 */
export interface RestoreCategoryRequest {
  new_id_category?: string | null;
}
