import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Locale, resolveLocale } from '@punchcard/shared';
import type { Request } from 'express';

/** The caller's language from Accept-Language (the web client sends its page locale there). */
export const RequestLocale = createParamDecorator(
  (_: unknown, context: ExecutionContext): Locale => {
    return resolveLocale(context.switchToHttp().getRequest<Request>().get('accept-language'));
  },
);
