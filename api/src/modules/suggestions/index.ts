export { SuggestionsModule } from './suggestions.module.js';
