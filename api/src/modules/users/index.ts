// The users table on its own, below accounts: the auth guard, invitations and accounts all read
// users, and keeping it out of the accounts module is what lets accounts import invitations
// without invitations importing accounts back.
export { UsersModule } from './users.module.js';
export { normalizeEmail, type UserRecord, UsersRepository } from './users.repository.js';
