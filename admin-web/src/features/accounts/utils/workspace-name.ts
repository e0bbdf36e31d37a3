import type { WorkspaceNameOverride } from '@/features/accounts/api/remove-nickname';
import type { Me, Member } from '@/lib/wire';

/**
 * The workspace's own name for the member, to keep while the nickname is removed. The member row
 * shows the workspace's name, else the account's, so a part equal to the account's may be sent
 * as null: it shows the same now and follows later changes of the account's name.
 */
export function overrideToKeep(
  member: Pick<Member, 'firstName' | 'lastName'>,
  user: Pick<Me['user'], 'firstName' | 'lastName'>,
): WorkspaceNameOverride {
  const own = (shown: string | null, account: string | null) =>
    shown === null || shown === account ? null : shown;
  return {
    firstName: own(member.firstName, user.firstName),
    lastName: own(member.lastName, user.lastName),
  };
}
