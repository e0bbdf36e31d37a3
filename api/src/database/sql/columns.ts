import type { Tables } from './schema/index.js';
import { type Sql, sql } from './sql.js';

/**
 * Every column of a table, checked against the generated schema both ways: listing one it lacks
 * or missing one it has fails to compile, so a migration that adds a column flags this list.
 */
export type ColumnSet<T extends keyof Tables> = Readonly<Record<keyof Tables[T] & string, true>>;

/**
 * A joined table's whole row in a select list, its columns renamed `prefix.column` so they cannot
 * collide with the other tables'; `unprefixed` takes them back out of the result row. `alias`
 * and `prefix` are code-chosen text.
 */
export function prefixedColumns<T extends keyof Tables>(
  alias: string,
  prefix: string,
  columns: ColumnSet<T>,
): Sql {
  return sql.raw(
    Object.keys(columns)
      .map((column) => `${alias}.${column} AS "${prefix}.${column}"`)
      .join(', '),
  );
}

/** A table's row out of a joined row, from the columns `prefixedColumns` named `prefix.column`. */
export function unprefixed<T extends keyof Tables>(
  row: Record<string, unknown>,
  prefix: string,
  columns: ColumnSet<T>,
): Tables[T] {
  const out: Record<string, unknown> = {};
  for (const column of Object.keys(columns)) out[column] = row[`${prefix}.${column}`];
  return out as Tables[T];
}

export const USER_COLUMNS: ColumnSet<'users'> = {
  id: true,
  email: true,
  password_hash: true,
  first_name: true,
  last_name: true,
  address: true,
  contact_number: true,
  locale: true,
  is_tutorial_done: true,
  created_at: true,
  updated_at: true,
  deleted_at: true,
  is_pomodoro_enabled: true,
  pomodoro_settings: true,
};

export const WORKSPACE_COLUMNS: ColumnSet<'workspaces'> = {
  id: true,
  name: true,
  avatar: true,
  address: true,
  currency: true,
  plan: true,
  time_zone: true,
  is_trial_started: true,
  is_time_required: true,
  is_approval_required: true,
  project_report_visibility: true,
  is_pomodoro_customization_enabled: true,
  is_kiosk_enabled: true,
  is_pin_enabled: true,
  is_picture_enabled: true,
  is_qrcode_enabled: true,
  is_nfc_enabled: true,
  kiosk_max_punch_age_days: true,
  week_start: true,
  is_oidc_required: true,
  created_by: true,
  created_at: true,
  updated_at: true,
  deleted_at: true,
};

export const MEMBER_COLUMNS: ColumnSet<'workspace_members'> = {
  id: true,
  id_workspace: true,
  id_user: true,
  role: true,
  status: true,
  is_default: true,
  nickname: true,
  avatar: true,
  api_key_hash: true,
  api_key_created_at: true,
  joined_at: true,
  deleted_at: true,
  first_name: true,
  last_name: true,
  is_workspace_time_location_on: true,
  is_timestamp_location_on: true,
  invited_by: true,
};

export const SESSION_COLUMNS: ColumnSet<'sessions'> = {
  id: true,
  id_user: true,
  token_hash: true,
  user_agent: true,
  ip_address: true,
  created_at: true,
  last_seen_at: true,
  expires_at: true,
  revoked_at: true,
};
