export { InvitationsModule } from './invitations.module.js';
export { InvitationAcceptanceService } from './invitation-acceptance.service.js';
