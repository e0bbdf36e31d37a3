// Search: the header's search box and /search (features/search).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Search',
  'title.withQuery': '“{{query}}” – Search',

  'kind.project': 'Project',
  'kind.task': 'Task',
  'kind.member': 'Member',
  'kind.client': 'Client',
  'kind.tag': 'Tag',
  'kind.category': 'Category',
  'kind.activity': 'Activity',

  'group.project': 'Projects',
  'group.task': 'Tasks',
  'group.member': 'Members',
  'group.client': 'Clients',
  'group.tag': 'Tags',
  'group.category': 'Task categories',
  'group.activity': 'Activities',

  'header.open': 'Search',

  'palette.title': 'Search the workspace',
  'palette.close': 'Close search',
  'palette.label': 'Search for',
  'palette.placeholder': 'Projects, tasks, clients, members…',
  'palette.hint':
    'Type a name, a word or part of one. Results appear as you type; Enter shows them all.',
  'palette.results': 'Results',
  'palette.searching': 'Searching…',
  'palette.none': 'Nothing matches “{{query}}”.',
  'palette.all': 'Show all results for “{{query}}”',
  'palette.announce_one': '{{count}} result',
  'palette.announce_other': '{{count}} results',
  'palette.announceCapped': '{{count}} or more results',
  'palette.keys': 'Keys',
  'palette.keys.move': 'move',
  'palette.keys.open': 'open',
  'palette.keys.close': 'close',

  'page.lead':
    'Find projects, tasks, clients, tags, task categories, members and activities of your workspace.',
  'form.label': 'Search for',
  'form.placeholder': 'A name, a word or part of one',
  'form.submit': 'Search',
  'start.title': 'What are you looking for?',
  'start.body':
    'Type a name or part of one and press Enter. Part of a word is enough, in Japanese too, and small typing mistakes are forgiven.',
  'start.shortcut': 'Search from any page with the keyboard:',
  'start.or': 'or',
  'results.loading': 'Searching…',
  'results.count_one': '{{count}} result for “{{query}}”',
  'results.count_other': '{{count}} results for “{{query}}”',
  'results.capped': '{{count}} or more results for “{{query}}”',
  'results.best': 'The {{shown}} best matches are shown. Add a word to narrow the search.',
  'results.none.title': 'Nothing matches “{{query}}”',
  'results.none.body':
    'Try fewer letters or another word. Search looks in the names of projects, tasks, clients, tags and task categories, in members’ names and e-mail addresses, and in the descriptions of activities you may see.',
  'results.failed': 'The search could not be run',
  'results.retry': 'Try again',
  'hit.noPage': 'Only people who manage members can open their pages.',
};

const ja: Catalogue<typeof en> = {
  'title.page': '検索',
  'title.withQuery': '「{{query}}」 – 検索',

  'kind.project': 'プロジェクト',
  'kind.task': 'タスク',
  'kind.member': 'メンバー',
  'kind.client': 'クライアント',
  'kind.tag': 'タグ',
  'kind.category': 'カテゴリー',
  'kind.activity': 'アクティビティ',

  'group.project': 'プロジェクト',
  'group.task': 'タスク',
  'group.member': 'メンバー',
  'group.client': 'クライアント',
  'group.tag': 'タグ',
  'group.category': 'タスクカテゴリー',
  'group.activity': 'アクティビティ',

  'header.open': '検索',

  'palette.title': 'ワークスペースを検索',
  'palette.close': '検索を閉じる',
  'palette.label': '検索する言葉',
  'palette.placeholder': 'プロジェクト、タスク、クライアント、メンバー…',
  'palette.hint':
    '名前や言葉、その一部を入力してください。入力に合わせて結果が表示され、エンターキーですべての結果を表示します。',
  'palette.results': '検索結果',
  'palette.searching': '検索しています…',
  'palette.none': '「{{query}}」に一致するものはありません。',
  'palette.all': '「{{query}}」の結果をすべて表示',
  'palette.announce_one': '{{count}}件の結果',
  'palette.announce_other': '{{count}}件の結果',
  'palette.announceCapped': '{{count}}件以上の結果',
  'palette.keys': 'キー操作',
  'palette.keys.move': '移動',
  'palette.keys.open': '開く',
  'palette.keys.close': '閉じる',

  'page.lead':
    'ワークスペースのプロジェクト、タスク、クライアント、タグ、タスクカテゴリー、メンバー、アクティビティを探せます。',
  'form.label': '検索する言葉',
  'form.placeholder': '名前や言葉、その一部',
  'form.submit': '検索',
  'start.title': '何をお探しですか?',
  'start.body':
    '名前やその一部を入力してエンターキーを押してください。日本語でも言葉の一部だけで見つかり、多少の入力ミスも許容されます。',
  'start.shortcut': 'どのページからでもキーボードで検索できます:',
  'start.or': 'または',
  'results.loading': '検索しています…',
  'results.count_one': '「{{query}}」の結果 {{count}}件',
  'results.count_other': '「{{query}}」の結果 {{count}}件',
  'results.capped': '「{{query}}」の結果 {{count}}件以上',
  'results.best': '一致度の高い {{shown}}件を表示しています。言葉を追加すると絞り込めます。',
  'results.none.title': '「{{query}}」に一致するものはありません',
  'results.none.body':
    '文字数を減らすか、別の言葉でお試しください。検索の対象は、プロジェクト・タスク・クライアント・タグ・タスクカテゴリーの名前、メンバーの名前とメールアドレス、閲覧できるアクティビティの説明です。',
  'results.failed': '検索を実行できませんでした',
  'results.retry': '再試行',
  'hit.noPage': 'メンバーのページを開けるのは、メンバーを管理する人だけです。',
};

export const search: Namespace<typeof en> = { en, ja };
