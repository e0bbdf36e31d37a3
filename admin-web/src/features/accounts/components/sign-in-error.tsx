import { ApiErrorAlert } from '@/components/api-error-alert';

/** Why signing in failed (wrong password, too many attempts), in words. */
export function SignInError({ error }: { error: unknown }) {
  return <ApiErrorAlert error={error} />;
}
