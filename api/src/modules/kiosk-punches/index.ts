export { KioskPunchesModule } from './kiosk-punches.module.js';
// The retention purge deletes expired selfies (rows and files) through this module.
export { SelfiesModule } from './selfies.module.js';
export { SelfiesService } from './selfies.service.js';
