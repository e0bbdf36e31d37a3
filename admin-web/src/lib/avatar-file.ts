// What the API takes as a picture (decisions.md "Uploads"): JPEG, PNG or WebP, at most 2 MB. The
// API looks at the bytes; checking the declared type and size first saves a doomed upload.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type AvatarFileProblem = 'invalidType' | 'tooLarge';

export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}
