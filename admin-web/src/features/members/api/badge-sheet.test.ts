import { badgeSheetUrl } from '@/features/members/api/badge-sheet';

describe('the badge sheet', () => {
  it('asks for everyone, or for the members on screen', () => {
    expect(badgeSheetUrl()).toBe('/v1/workspaces/members/badges/pdf');
    expect(badgeSheetUrl(['a1', 'b2'])).toBe('/v1/workspaces/members/badges/pdf?ids=a1%2Cb2');
  });
});
