import { Module } from '@nestjs/common';
import { KioskCredentialsModule } from '#src/modules/kiosk-credentials/index.js';
import { KioskDeviceController } from './kiosk-device.controller.js';
import { KioskDeviceGuard } from './kiosk-device.guard.js';
import { KioskDeviceService } from './kiosk-device.service.js';
import { KiosksController } from './kiosks.controller.js';
import { KiosksRepository } from './kiosks.repository.js';
import { KiosksService } from './kiosks.service.js';

@Module({
  // The config carries the credentials' offline verification material.
  imports: [KioskCredentialsModule],
  controllers: [KiosksController, KioskDeviceController],
  providers: [KiosksRepository, KiosksService, KioskDeviceService, KioskDeviceGuard],
  exports: [KiosksRepository, KioskDeviceGuard],
})
export class KiosksModule {}
