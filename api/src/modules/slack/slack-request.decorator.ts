import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { clientMetadata } from '#src/common/http/client-meta.decorator.js';
import type { SlashRequest } from './slack-commands.service.js';

/**
 * A request claiming to come from Slack: the body exactly as it arrived (request-input.ts keeps
 * it for /v1/slack/commands, since the signature covers those bytes), the signature headers and
 * the client's metadata, so the service never sees express.
 */
export const SlackSignedRequest = createParamDecorator(
  (_: unknown, context: ExecutionContext): SlashRequest => {
    const request = context.switchToHttp().getRequest<Request & { rawBody?: Buffer }>();
    return {
      rawBody: request.rawBody,
      signature: request.get('x-slack-signature'),
      timestamp: request.get('x-slack-request-timestamp'),
      client: clientMetadata(request),
    };
  },
);
