export { SlackModule } from './slack.module.js';
