export { KiosksModule } from './kiosks.module.js';
export { ChainHeadDto } from './kiosk-device.dto.js';
export {
  CurrentDevice,
  DeviceCall,
  KioskDeviceGuard,
  type KioskRequest,
} from './kiosk-device.guard.js';
export type { DeviceRecord } from './kiosks.repository.js';
