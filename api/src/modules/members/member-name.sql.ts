import { type Sql, sql } from '#src/database/sql/index.js';

/**
 * The member's display name in SQL, the same rule as `memberName`: the workspace's nickname, else
 * the full name (the workspace's first and last name over the account's), else the e-mail. For
 * reads that sort or mail by name without loading each member; `member` aliases
 * `workspace_members` (may be a LEFT JOIN), `user` aliases `users`.
 */
export function memberNameSql(member: string, user: string): Sql {
  return sql.raw(`COALESCE(NULLIF(${member}.nickname, ''),
             NULLIF(concat_ws(' ', COALESCE(${member}.first_name, ${user}.first_name),
                                   COALESCE(${member}.last_name, ${user}.last_name)), ''),
             ${user}.email)`);
}
