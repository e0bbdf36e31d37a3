export { MembersModule } from './members.module.js';
export { memberName } from './member.mapper.js';
export { memberNameSql } from './member-name.sql.js';
export { MemberDataErasure } from './member-data-erasure.js';
export { requireGrantable, requireRoleOnPlan } from './member-rules.js';
export { toRole } from './members.dto.js';
export { requireSeats } from './seat-limit.js';
// Workspaces, invitations and accounts create, activate and move memberships inside their own
// transactions (a new workspace's owner, an accepted invitation, a deleted account), seats locked
// first: the repositories are the port. Auth reads memberships through its MembershipLookup.
export { type MemberRecord, type MembershipRow, MembersRepository } from './members.repository.js';
export { SeatsRepository } from './seats.repository.js';
// Billing listens for seat changes to keep the subscription's quantity equal to the seats.
export { SeatChanges } from './seat-changes.js';
