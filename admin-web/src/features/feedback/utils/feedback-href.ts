import { type Locale, paths } from '@/config/paths';

/**
 * /feedback?tab=support&from=<path>: the help form or the feedback form, told which page the
 * person came from. `paths.feedback` takes no query yet, so it is added here, in one place.
 */
export function feedbackHref(
  { tab, from }: { tab?: 'support'; from?: string },
  locale?: Locale,
): string {
  const query = new URLSearchParams();
  if (tab !== undefined) query.set('tab', tab);
  if (from !== undefined) query.set('from', from);
  const search = query.toString();
  const href = paths.feedback.getHref({}, locale);
  return search === '' ? href : `${href}?${search}`;
}
