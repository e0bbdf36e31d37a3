import { AccountErrorAlert } from '@/features/accounts/components/account-error-alert';

/** Why signing in failed (wrong password, too many attempts), in words. */
export function SignInError({ error }: { error: unknown }) {
  return <AccountErrorAlert error={error} />;
}
