export { AccountsModule } from './accounts.module.js';
export { AccountSignInService } from './account-sign-in.service.js';
export { newAccountName } from './new-account-name.js';
export { IsAcceptablePassword, MeDto } from './accounts.dto.js';
