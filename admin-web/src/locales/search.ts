// Search: the header box and /search (features/search).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Search',
};

const ja: Catalogue<typeof en> = {
  'title.page': '検索',
};

export const search: Namespace<typeof en> = { en, ja };
