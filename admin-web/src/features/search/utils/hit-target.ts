import { SearchHitType } from '@punchcard/shared';

import { type Locale, paths } from '@/config/paths';
import type { SearchHit } from '@/features/search/types';
import { memberPageRedirect } from '@/lib/member-page-access';
import type { Me } from '@/lib/wire';

/**
 * A member hit opens the member's time when the caller may see it, else the member page they may
 * open; one's own time lives at /timestamps. Null when the caller may open no page about them.
 */
function memberTarget(hit: SearchHit, me: Me | null | undefined, prefix?: Locale): string | null {
  switch (memberPageRedirect(me, hit.id, 'timestamps')) {
    case null:
      return paths.memberTimestamps.getHref({ id: hit.id }, prefix);
    case 'requests':
      return paths.timestampsListView.getHref({}, prefix);
    case 'home':
      return null;
    default:
      return paths.memberTasks.getHref({ id: hit.id }, prefix);
  }
}

/**
 * Where a hit lives in the app, or null when the caller may open no page about it. A task opens
 * the tasks page on that task (`?task=`); an activity the caller's list of timestamps.
 */
export function hitTarget(
  hit: SearchHit,
  me: Me | null | undefined,
  prefix?: Locale,
): string | null {
  switch (hit.type) {
    case SearchHitType.Project:
      return paths.projectTimestamps.getHref({ id: hit.id }, prefix);
    case SearchHitType.Task:
      return `${paths.tasks.getHref({}, prefix)}?${new URLSearchParams({ task: hit.id }).toString()}`;
    case SearchHitType.Client:
      return paths.clients.getHref({}, prefix);
    case SearchHitType.Tag:
      return paths.tags.getHref({}, prefix);
    case SearchHitType.Category:
      return paths.taskCategories.getHref({}, prefix);
    case SearchHitType.Activity:
      return paths.timestampsListView.getHref({}, prefix);
    case SearchHitType.Member:
      return memberTarget(hit, me, prefix);
  }
}
