// Tasks: /tasks, the list and the board (features/tasks).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Tasks',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'タスク',
};

export const tasks: Namespace<typeof en> = { en, ja };
