import type { Permission } from '@punchcard/shared';

import { type Locale, paths } from '@/config/paths';

/**
 * /permission?need=<PERMISSION>&from=<path>: where a page sends someone who lacks a permission.
 * `paths.permission` takes no query yet, so the query is added here, in one place.
 */
export function permissionHref(
  { need, from }: { need?: Permission; from?: string },
  locale?: Locale,
): string {
  const query = new URLSearchParams();
  if (need !== undefined) query.set('need', need);
  if (from !== undefined) query.set('from', from);
  const search = query.toString();
  const href = paths.permission.getHref({}, locale);
  return search === '' ? href : `${href}?${search}`;
}
