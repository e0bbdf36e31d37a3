// The help centre's table of contents: categories in reading order, each with its articles in
// order. Slugs are public addresses (/help/articles/{category}/{article}) that people bookmark
// and other pages link to: add new ones freely, never rename one.
export const HELP_CATALOGUE = [
  {
    slug: 'getting-started',
    articles: [
      'what-is-punchcard',
      'create-an-account',
      'set-up-a-workspace',
      'join-a-workspace',
      'language-and-appearance',
    ],
  },
  {
    slug: 'clocking',
    articles: [
      'clock-in-and-out',
      'your-day-at-a-glance',
      'timestamps',
      'correct-past-time',
      'pomodoro',
    ],
  },
  { slug: 'breaks', articles: ['take-a-break', 'add-or-correct-a-break'] },
  {
    slug: 'activities',
    articles: ['record-an-activity', 'add-and-edit-activities', 'required-details'],
  },
  { slug: 'requests', articles: ['file-a-request', 'drafts', 'request-statuses'] },
  { slug: 'approvals', articles: ['review-requests', 'manage-team-time', 'review-emails'] },
  {
    slug: 'kiosk',
    articles: [
      'set-up-a-kiosk',
      'clock-in-at-a-kiosk',
      'pin-badge-and-card',
      'offline-and-tamper-proof',
      'kiosk-selfies',
    ],
  },
  {
    slug: 'projects-and-tasks',
    articles: ['projects', 'tasks', 'clients-tags-and-categories', 'search'],
  },
  {
    slug: 'account',
    articles: [
      'profile-and-nickname',
      'password-and-security',
      'members-and-roles',
      'workspace-settings',
      'plans',
    ],
  },
  { slug: 'legal', articles: ['terms-of-use', 'privacy-policy', 'commercial-transaction'] },
] as const;

type Catalogue = typeof HELP_CATALOGUE;

export type HelpCategorySlug = Catalogue[number]['slug'];

/** `category/article` of every article: the key of an article's Markdown in each language. */
type ArticleKeysOf<Category> = Category extends {
  slug: infer Slug extends string;
  articles: readonly (infer Article extends string)[];
}
  ? `${Slug}/${Article}`
  : never;
export type HelpArticleKey = ArticleKeysOf<Catalogue[number]>;

/** Every article's Markdown source in one language. */
export type HelpArticleSources = Readonly<Record<HelpArticleKey, string>>;

export function isHelpCategorySlug(slug: string): slug is HelpCategorySlug {
  return HELP_CATALOGUE.some((category) => category.slug === slug);
}
