// Workspaces, membership details and missing permissions: /browse, /details, /permission (features/access).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Workspaces',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'ワークスペース',
};

export const access: Namespace<typeof en> = { en, ja };
