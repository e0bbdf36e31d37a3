export { KioskIdentityModule } from './kiosk-identity.module.js';
export { KioskIdentityService } from './kiosk-identity.service.js';
// An offline batch checks its credentials behind one lock-out read.
export type { LockoutGate } from './lockouts.js';
export { KIOSK_SESSION_SECONDS, KioskSessions } from './kiosk-sessions.js';
// The profile's `has_pin` (accounts module) reads through this service.
export { PinsService } from './pins.service.js';
