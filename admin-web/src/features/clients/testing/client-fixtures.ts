// The clients page's test data: the API's answers on the wire (snake_case).
import type { Client, Project } from '@punchcard/shared';

export const ACME_CLIENT_ID = '0c1e0000-0000-4000-8000-0000000000c1';
export const GLOBEX_CLIENT_ID = '0c1e0000-0000-4000-8000-0000000000c2';
export const INITECH_CLIENT_ID = '0c1e0000-0000-4000-8000-0000000000c3';
export const WEBSITE_ID = '0b1e0000-0000-4000-8000-0000000000b1';
export const BROCHURE_ID = '0b1e0000-0000-4000-8000-0000000000b2';
export const ARCHIVE_ID = '0b1e0000-0000-4000-8000-0000000000b3';

export function wireClient(overrides: Partial<Client> = {}): Client {
  return {
    id: ACME_CLIENT_ID,
    name: 'Acme Corp',
    avatar: null,
    created_at: 1_700_000_000,
    deleted_at: null,
    ...overrides,
  };
}

export const acme = wireClient();
export const globex = wireClient({ id: GLOBEX_CLIENT_ID, name: 'Globex' });
export const initech = wireClient({
  id: INITECH_CLIENT_ID,
  name: 'Initech',
  deleted_at: 1_700_100_000,
});

export function wireProject(overrides: Partial<Project> = {}): Project {
  return {
    id: WEBSITE_ID,
    id_workspace: 'w',
    name: 'Website',
    description: null,
    is_public: true,
    hourly_rate: 0,
    archived_at: null,
    created_at: 1_700_000_000,
    is_favorite: false,
    total_members: 1,
    clients: [],
    ...overrides,
  };
}

const onProject = (client: Client) => ({ id: client.id, name: client.name, avatar: client.avatar });

/** Acme is on the website and (archived) the archive; the brochure has nobody yet. */
export const website = wireProject({ clients: [onProject(acme)] });
export const brochure = wireProject({ id: BROCHURE_ID, name: 'Brochure' });
export const archive = wireProject({
  id: ARCHIVE_ID,
  name: 'Old archive',
  archived_at: 1_700_050_000,
  clients: [onProject(acme)],
});
