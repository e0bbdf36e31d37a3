import { AVATAR_MAX_BYTES, avatarFileProblem } from '@/lib/avatar-file';

describe('a picture file', () => {
  it('may be JPEG, PNG or WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('is refused in other formats or when larger', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('invalidType');
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('invalidType');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
