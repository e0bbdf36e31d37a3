// The links table on its own, below accounts (as users is): accounts reads the links for Me and
// the profile, and the sso module, which signs people in through accounts, sits above both.
export { SsoLinksModule } from './sso-links.module.js';
export { type SsoLinkRecord, SsoLinksRepository } from './sso-links.repository.js';
