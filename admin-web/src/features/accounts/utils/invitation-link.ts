import { paths } from '@/config/paths';
import { stripLocalePrefix } from '@/lib/locale';

// Tokens are 32 random bytes in base64url (43 characters); anything shorter was cut off.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,256}$/;

/**
 * The invitation token in what someone pasted: the whole link from the e-mail (from any host,
 * with or without a language prefix), or the token alone. Undefined when it is neither.
 */
export function invitationToken(pasted: string): string | undefined {
  const text = pasted.trim();
  if (TOKEN_SHAPE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (stripLocalePrefix(url.pathname) !== paths.signUpMemberInvite.path) return undefined;
  const token = url.searchParams.get('token') ?? '';
  return TOKEN_SHAPE.test(token) ? token : undefined;
}
