import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersController } from './members.controller.js';
import { MembersRepository } from './members.repository.js';
import { MembersService } from './members.service.js';
import { WorkspaceMemberEntity } from './workspace-member.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([WorkspaceMemberEntity])],
  controllers: [MembersController],
  providers: [MembersRepository, MembersService],
  exports: [MembersRepository],
})
export class MembersModule {}
