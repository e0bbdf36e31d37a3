// Projects: /projects and a project's time entries and totals (features/projects).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Projects',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'プロジェクト',
};

export const projects: Namespace<typeof en> = { en, ja };
