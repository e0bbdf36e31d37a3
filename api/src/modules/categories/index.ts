export { CategoriesModule } from './categories.module.js';
