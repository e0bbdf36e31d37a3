import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import type { Response } from 'express';
import type { AuthContext } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAuth } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { UploadsService } from './uploads.service.js';

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /**
   * Served to the members of the workspace the image belongs to (an API key: within its own);
   * anyone else gets the 404 of a file that does not exist. An API key may call it: a picture
   * of its workspace is a read inside it.
   */
  @Get(':name')
  @Authenticated({ apiKey: true })
  @ApiOperation({ summary: 'Get an uploaded image' })
  @ApiErrors(ErrorKey.NotFound)
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The image bytes' })
  async read(
    @CurrentAuth() auth: AuthContext,
    @Param('name') name: string,
    @Res() response: Response,
  ): Promise<void> {
    const { bytes, type } = await this.uploads.read(auth, name);
    response.setHeader('Content-Type', type);
    // The name passed the service's pattern (hex, dashes, an extension): safe inside quotes.
    response.setHeader('Content-Disposition', `inline; filename="${name}"`);
    response.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Were the bytes ever taken for a document, they could run nothing and reach nothing.
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.send(bytes);
  }
}
