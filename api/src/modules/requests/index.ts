export { RequestsModule } from './requests.module.js';
export { RequestsRepository } from './requests.repository.js';
