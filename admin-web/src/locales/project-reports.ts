// Placeholder namespace: its feature's owner replaces it.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Project report',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'プロジェクトレポート',
};

export const projectReports: Namespace<typeof en> = { en, ja };
