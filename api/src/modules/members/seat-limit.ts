import { ErrorKey } from '@punchcard/shared';
import { forbidden } from '#src/common/errors/app.exception.js';
import type { Tx } from '#src/database/transactions.js';
import type { SeatsRepository } from './seats.repository.js';

/**
 * 403 add_member_forbidden when `wanted` more seats would pass the plan's member limit (null, as
 * without billing, is unlimited: `PlanRules.limits`). Call it after `SeatsRepository.lockWorkspace`
 * in the same transaction.
 */
export async function requireSeats(
  seats: SeatsRepository,
  tx: Tx,
  workspace: { id: string; plan: string; memberLimit: number | null },
  wanted: number,
  now: Date,
): Promise<void> {
  const limit = workspace.memberLimit;
  if (wanted === 0 || limit === null) return;
  const taken = await seats.taken(workspace.id, now, tx);
  if (taken + wanted > limit) {
    throw forbidden(
      ErrorKey.AddMemberForbidden,
      `The ${workspace.plan} plan allows ${limit} members; upgrade or remove someone first.`,
    );
  }
}
