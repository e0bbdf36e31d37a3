import { toCamelCaseKeys } from '@/lib/case-keys';
import {
  invoiceHits,
  MEMBER_HIT_ID,
  PROJECT_HIT_ID,
  TASK_HIT_ID,
} from '@/features/search/testing/search-fixtures';
import type { SearchHit } from '@/features/search/types';
import { hitTarget } from '@/features/search/utils/hit-target';
import { groupHits } from '@/features/search/utils/search-hits';
import type { Me } from '@/lib/wire';
import { USER_ID, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const hits = toCamelCaseKeys(invoiceHits) as SearchHit[];
const hitOf = (type: SearchHit['type']) => hits.find((hit) => hit.type === type) as SearchHit;
const meAs = (role: 'Owner' | 'Member') => toCamelCaseKeys(wireMe(wireWorkspace({ role }))) as Me;

describe('groupHits', () => {
  it('lists the kinds in a fixed order, each best first, leaving out empty kinds', () => {
    const second = { ...hitOf('task'), id: 'task-2', title: '請求の確認' };
    const groups = groupHits([...hits, second]);
    expect(groups.map((group) => group.type)).toEqual([
      'project',
      'task',
      'client',
      'tag',
      'category',
      'member',
      'activity',
    ]);
    expect(groups[1]?.hits.map((hit) => hit.title)).toEqual(['請求書の作成', '請求の確認']);
    expect(groupHits([hitOf('tag')]).map((group) => group.type)).toEqual(['tag']);
    expect(groupHits([])).toEqual([]);
  });
});

describe('hitTarget', () => {
  const owner = meAs('Owner');

  it('opens each kind where it lives, under the locale prefix', () => {
    expect(hitTarget(hitOf('project'), owner)).toBe(`/projects/${PROJECT_HIT_ID}/timestamps`);
    expect(hitTarget(hitOf('task'), owner, 'ja')).toBe(`/ja/tasks?task=${TASK_HIT_ID}`);
    expect(hitTarget(hitOf('client'), owner)).toBe('/clients');
    expect(hitTarget(hitOf('tag'), owner, 'en')).toBe('/en/tags');
    expect(hitTarget(hitOf('category'), owner)).toBe('/task-categories');
    expect(hitTarget(hitOf('activity'), owner)).toBe('/timestamps/list-view');
  });

  it("opens a member's time for those who may see it, one's own at /timestamps", () => {
    const member = hitOf('member');
    expect(hitTarget(member, owner)).toBe(`/member/${MEMBER_HIT_ID}/timestamps`);
    expect(hitTarget({ ...member, id: USER_ID }, owner)).toBe('/timestamps/list-view');
    expect(hitTarget({ ...member, id: USER_ID }, meAs('Member'))).toBe('/timestamps/list-view');
    // A plain member may open no page about a colleague.
    expect(hitTarget(member, meAs('Member'))).toBeNull();
    expect(hitTarget(member, null)).toBeNull();
  });
});
