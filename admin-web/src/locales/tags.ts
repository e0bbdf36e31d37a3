// Tags: /tags (features/tags).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Tags',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'タグ',
};

export const tags: Namespace<typeof en> = { en, ja };
