export { KioskCredentialsModule } from './kiosk-credentials.module.js';
export { KioskCredentialsService } from './kiosk-credentials.service.js';
export type { TappingDevice } from './kiosk-cards.service.js';
