import type { Me } from '@/lib/wire';

type NamedUser = Pick<Me['user'], 'email' | 'firstName' | 'lastName'>;

/** "First Last", or the e-mail address for someone who has not given a name yet. */
export function displayName({ firstName, lastName, email }: NamedUser): string {
  const name = [firstName, lastName].filter((part) => part !== null && part.trim() !== '');
  return name.length > 0 ? name.join(' ') : email;
}

/** Up to two letters for an avatar: the initials of the name, else of the e-mail address. */
export function initials(user: NamedUser): string {
  const words = displayName(user)
    .split(/[\s@._-]+/)
    .filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}
