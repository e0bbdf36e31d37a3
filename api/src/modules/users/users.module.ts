import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository.js';

/** The users table, shared by the auth guard, invitations and the accounts domain. */
@Module({
  providers: [UsersRepository],
  exports: [UsersRepository],
})
export class UsersModule {}
