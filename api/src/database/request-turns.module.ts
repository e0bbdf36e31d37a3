import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { withTurn } from './connection-queue.js';

/**
 * Embedded mode only: every request takes its place in the database line when it arrives and
 * keeps it for all its statements (see connection-queue.ts). Middleware runs before guards, so
 * the authentication lookup already counts.
 */
@Module({})
export class RequestTurnsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply((_request: unknown, _response: unknown, next: () => void) => {
        withTurn(next);
      })
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
