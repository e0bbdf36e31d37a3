import { Module } from '@nestjs/common';
import { SsoLinksRepository } from './sso-links.repository.js';

@Module({ providers: [SsoLinksRepository], exports: [SsoLinksRepository] })
export class SsoLinksModule {}
