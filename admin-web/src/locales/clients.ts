// Clients: /clients (features/clients).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Clients',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'クライアント',
};

export const clients: Namespace<typeof en> = { en, ja };
