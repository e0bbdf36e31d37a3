import { Global, Module } from '@nestjs/common';
import { IdempotencyExpiryService } from './idempotency-expiry.service.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyRepository } from './idempotency.repository.js';

@Global()
@Module({
  providers: [IdempotencyRepository, IdempotencyInterceptor, IdempotencyExpiryService],
  exports: [IdempotencyRepository, IdempotencyInterceptor],
})
export class IdempotencyModule {}
