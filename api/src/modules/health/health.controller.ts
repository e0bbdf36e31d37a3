import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '#src/auth/auth.decorators.js';
import type { Health } from '@punchcard/shared';
import { HealthService } from './health.service.js';

class HealthDto implements Health {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'up' }) database: 'up';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  check(): Promise<Health> {
    return this.health.check();
  }
}
