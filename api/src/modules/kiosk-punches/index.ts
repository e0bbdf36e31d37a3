export { KioskPunchesModule } from './kiosk-punches.module.js';
