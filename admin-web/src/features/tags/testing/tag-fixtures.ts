// The tags page's test data: the API's answers on the wire (snake_case).
import type { Tag } from '@punchcard/shared';

export const URGENT_ID = '7a900000-0000-4000-8000-000000000001';
export const MEETING_ID = '7a900000-0000-4000-8000-000000000002';
export const OLD_ID = '7a900000-0000-4000-8000-000000000003';

export function wireTag(overrides: Partial<Tag> = {}): Tag {
  return {
    id: URGENT_ID,
    name: 'urgent',
    created_at: 1_700_000_000,
    deleted_at: null,
    ...overrides,
  };
}

export const urgent = wireTag();
export const meeting = wireTag({ id: MEETING_ID, name: 'meeting' });
export const oldTag = wireTag({ id: OLD_ID, name: 'legacy', deleted_at: 1_700_100_000 });
