// Task categories: /task-categories (features/categories).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Task categories',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'タスクカテゴリ',
};

export const categories: Namespace<typeof en> = { en, ja };
