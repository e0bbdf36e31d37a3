// Search answers on the wire (snake_case) for component tests.
import { SEARCH_SIZE_CAP, type SearchHit, type SearchResult } from '@punchcard/shared';

export const TASK_HIT_ID = '5e000000-0000-4000-8000-000000000001';
export const PROJECT_HIT_ID = '5e000000-0000-4000-8000-000000000002';
export const MEMBER_HIT_ID = '5e000000-0000-4000-8000-000000000003';

export function wireHit(
  overrides: Partial<SearchHit> & Pick<SearchHit, 'type' | 'title'>,
): SearchHit {
  return {
    id: `${overrides.type}-${overrides.title}`,
    subtitle: null,
    score: 0.6,
    ...overrides,
  };
}

/** A result of `hits`; `size` defaults to their number. */
export function wireResult(hits: SearchHit[], size = hits.length): SearchResult {
  return { hits, size, is_size_capped: size >= SEARCH_SIZE_CAP };
}

/** What "請求" finds in the bakery, best first as the API ranks: one of each kind. */
export const invoiceHits: SearchHit[] = [
  wireHit({ type: 'tag', id: 'tag-1', title: '請求', score: 1 }),
  wireHit({ type: 'task', id: TASK_HIT_ID, title: '請求書の作成', subtitle: '経理', score: 0.8 }),
  wireHit({ type: 'project', id: PROJECT_HIT_ID, title: '請求業務', score: 0.8 }),
  wireHit({ type: 'activity', id: 'activity-1', title: '請求書を送付', subtitle: '経理' }),
  wireHit({
    type: 'member',
    id: MEMBER_HIT_ID,
    title: '請求 太郎',
    subtitle: 'taro@example.com',
  }),
  wireHit({ type: 'client', id: 'client-1', title: '請求代行株式会社' }),
  wireHit({ type: 'category', id: 'category-1', title: '請求処理' }),
];
