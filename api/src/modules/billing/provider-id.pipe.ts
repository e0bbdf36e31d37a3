import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ErrorKey } from '@punchcard/shared';
import { notFound } from '#src/common/errors/app.exception.js';
import { PROVIDER_ID } from './billing.dto.js';

/** A path id the provider could have issued; anything else names nothing there (404 `key`). */
@Injectable()
export class ProviderIdPipe implements PipeTransform<string, string> {
  constructor(private readonly key: ErrorKey) {}

  transform(value: string): string {
    if (!PROVIDER_ID.test(value)) throw notFound(this.key, 'No such object.');
    return value;
  }
}
