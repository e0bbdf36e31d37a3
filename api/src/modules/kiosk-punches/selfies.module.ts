import { Global, Module } from '@nestjs/common';
import { MemberDataErasure } from '#src/modules/members/index.js';
import { SelfiesRepository } from './selfies.repository.js';
import { SelfiesService } from './selfies.service.js';

/**
 * Selfie records and files. Global because removing a member erases their selfies and members
 * cannot import the kiosk modules (they depend on members): it finds them as MemberDataErasure.
 * The retention purge deletes expired ones through SelfiesService.
 */
@Global()
@Module({
  providers: [
    SelfiesRepository,
    SelfiesService,
    { provide: MemberDataErasure, useExisting: SelfiesService },
  ],
  exports: [SelfiesService, MemberDataErasure],
})
export class SelfiesModule {}
