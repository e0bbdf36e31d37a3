/** What a search hit points at. */
export const SearchHitType = {
  Project: 'project',
  Task: 'task',
  Member: 'member',
  Client: 'client',
  Tag: 'tag',
  Category: 'category',
  /** An activity's description; the subtitle is its project. */
  Activity: 'activity',
} as const;
export type SearchHitType = (typeof SearchHitType)[keyof typeof SearchHitType];
export const SEARCH_HIT_TYPES: readonly SearchHitType[] = Object.values(SearchHitType);

export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
/**
 * Search ranks among the newest this many matching activities and counts matches up to this many,
 * so a common word in a year of a large workspace answers in milliseconds; `size` equal to it
 * means "this many or more".
 */
export const SEARCH_SIZE_CAP = 500;

/** GET /v1/search query: `q` is 1..100 characters after trimming. */
export interface SearchQuery {
  q: string;
  limit?: number;
}

/**
 * One match. `id` is the object's id (a member's user id); `subtitle` gives context: a task's
 * project, a member's e-mail. `score` is 0..1-ish, higher is better; hits come best first.
 */
export interface SearchHit {
  type: SearchHitType;
  id: string;
  title: string;
  subtitle: string | null;
  score: number;
}

/**
 * `size` counts the matches the caller may see, up to `SEARCH_SIZE_CAP`; `is_size_capped` says it
 * reached the cap (there may be more). `hits` holds the best `limit` of them.
 */
export interface SearchResult {
  hits: SearchHit[];
  size: number;
  is_size_capped: boolean;
}
