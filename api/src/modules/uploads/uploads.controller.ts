import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import type { Response } from 'express';
import { Authenticated } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { UploadsService } from './uploads.service.js';

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** Images are served to signed-in callers only; names are random, so they cannot be guessed. */
  @Get(':name')
  @Authenticated()
  @ApiOperation({ summary: 'Get an uploaded image' })
  @ApiErrors(ErrorKey.NotFound)
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The image bytes' })
  async read(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const { bytes, type } = await this.uploads.read(name);
    response.setHeader('Content-Type', type);
    response.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.send(bytes);
  }
}
