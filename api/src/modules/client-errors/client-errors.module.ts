import { Module } from '@nestjs/common';
import { ClientErrorsThrottlerGuard } from './client-errors-throttle.js';
import { ClientErrorsController } from './client-errors.controller.js';
import { ClientErrorsService } from './client-errors.service.js';

@Module({
  controllers: [ClientErrorsController],
  providers: [ClientErrorsService, ClientErrorsThrottlerGuard],
})
export class ClientErrorsModule {}
