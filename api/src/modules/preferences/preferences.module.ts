import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '#src/modules/accounts/user.entity.js';
import { WorkspaceMemberEntity } from '#src/modules/members/workspace-member.entity.js';
import { PreferencesController } from './preferences.controller.js';
import { PreferencesRepository } from './preferences.repository.js';
import { PreferencesService } from './preferences.service.js';

/** The caller's own pomodoro and location settings, under /accounts/me. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, WorkspaceMemberEntity])],
  controllers: [PreferencesController],
  providers: [PreferencesRepository, PreferencesService],
})
export class PreferencesModule {}
