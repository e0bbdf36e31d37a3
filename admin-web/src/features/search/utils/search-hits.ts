import { SearchHitType } from '@punchcard/shared';

import type { SearchHit } from '@/features/search/types';

/** The order the kinds are listed in on the search page: what people organise work by first. */
export const HIT_KIND_ORDER: readonly SearchHitType[] = [
  SearchHitType.Project,
  SearchHitType.Task,
  SearchHitType.Client,
  SearchHitType.Tag,
  SearchHitType.Category,
  SearchHitType.Member,
  SearchHitType.Activity,
];

export interface HitKindGroup {
  type: SearchHitType;
  /** Best first, as the API ranked them. */
  hits: SearchHit[];
}

/** The hits by kind in `HIT_KIND_ORDER`, only kinds that have some, each kept in rank order. */
export function groupHits(hits: readonly SearchHit[]): HitKindGroup[] {
  return HIT_KIND_ORDER.map((type) => ({
    type,
    hits: hits.filter((hit) => hit.type === type),
  })).filter((group) => group.hits.length > 0);
}
