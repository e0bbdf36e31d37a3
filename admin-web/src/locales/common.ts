// The shell's own words: product name, navigation, shared buttons, layouts and the pages every
// visitor can reach (landing, not found, error). Bundled with the app, so no page waits for it.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'app.name': 'Punchcard',
  'app.tagline': 'Workforce time tracking',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',

  // Document titles: the page's name, then the product.
  'title.page': '{{page}} | Punchcard',
  'title.signIn': 'Sign in',

  'nav.main': 'Main navigation',
  'nav.openMenu': 'Open navigation',
  'nav.closeMenu': 'Close navigation',
  'nav.home': 'Home',
  'nav.logoHome': 'Punchcard, home',
  'nav.clock': 'Clock',
  'nav.timestamps': 'Timestamps',
  'nav.requests': 'Requests',
  'nav.drafts': 'Drafts',
  'nav.kioskSelfies': 'Kiosk selfies',
  'nav.approvals': 'Approvals',
  'nav.whoIsWorking': "Who's working",
  'nav.reports': 'Reports',
  'nav.projects': 'Projects',
  'nav.tasks': 'Tasks',
  'nav.clients': 'Clients',
  'nav.tags': 'Tags',
  'nav.taskCategories': 'Task categories',
  'nav.help': 'Help',
  'nav.feedback': 'Send feedback',
  'nav.profile': 'Profile',
  'nav.settings': 'Settings',

  'settings.title': 'Settings',
  'settings.sections': 'Settings sections',
  'settings.account': 'Account',
  'settings.security': 'Security',
  'settings.signin': 'Sign-in methods',
  'settings.workspace': 'Workspace',
  'settings.members': 'Members',
  'settings.workspaceProfile': 'Workspace profile',
  'settings.permissions': 'Permissions',
  'settings.plans': 'Plans',
  'settings.integrations': 'Integrations',
  'notice.close': 'Close notice',

  'workspace.switcher': 'Workspace',

  'userMenu.open': 'Account menu',
  'userMenu.signedInAs': 'Signed in as',
  'userMenu.signOut': 'Sign out',

  'action.signIn': 'Sign in',
  'action.signUp': 'Create an account',
  'action.reload': 'Reload',
  'action.returnHome': 'Return to homepage',

  'language.label': 'Language',
  'language.en': 'English',
  'language.ja': '日本語',

  'colorScheme.label': 'Colour mode',
  'colorScheme.auto': 'System',
  'colorScheme.light': 'Light',
  'colorScheme.dark': 'Dark',

  'notFound.title': 'Page not found',
  'notFound.body':
    'There is nothing at this address. Check the link, or start again from the homepage.',

  'errorPage.title': 'Something went wrong',
  'errorPage.body': 'An unexpected error stopped this page. Try again, or return to the homepage.',

  'newBuild.title': 'A new version of Punchcard is available',
  'newBuild.body': 'Reload the page to start using it.',
};

const ja: Catalogue<typeof en> = {
  'app.name': 'Punchcard',
  'app.tagline': '勤怠・工数管理',
  'app.skipToContent': '本文へ移動',
  'app.loading': '読み込み中…',

  'title.page': '{{page}} | Punchcard',
  'title.signIn': 'ログイン',

  'nav.main': 'メインナビゲーション',
  'nav.openMenu': 'ナビゲーションを開く',
  'nav.closeMenu': 'ナビゲーションを閉じる',
  'nav.home': 'ホーム',
  'nav.logoHome': 'Punchcard ホーム',
  'nav.clock': '打刻',
  'nav.timestamps': '記録一覧',
  'nav.requests': '申請',
  'nav.drafts': '下書き',
  'nav.kioskSelfies': 'キオスクの自撮り写真',
  'nav.approvals': '承認',
  'nav.whoIsWorking': '勤務中のメンバー',
  'nav.reports': 'レポート',
  'nav.projects': 'プロジェクト',
  'nav.tasks': 'タスク',
  'nav.clients': 'クライアント',
  'nav.tags': 'タグ',
  'nav.taskCategories': 'タスクカテゴリ',
  'nav.help': 'ヘルプ',
  'nav.feedback': 'フィードバックを送る',
  'nav.profile': 'プロフィール',
  'nav.settings': '設定',

  'settings.title': '設定',
  'settings.sections': '設定の項目',
  'settings.account': 'アカウント',
  'settings.security': 'セキュリティ',
  'settings.signin': 'サインイン方法',
  'settings.workspace': 'ワークスペース',
  'settings.members': 'メンバー',
  'settings.workspaceProfile': 'ワークスペースのプロフィール',
  'settings.permissions': '権限',
  'settings.plans': 'プラン',
  'settings.integrations': '連携',
  'notice.close': 'お知らせを閉じる',

  'workspace.switcher': 'ワークスペース',

  'userMenu.open': 'アカウントメニュー',
  'userMenu.signedInAs': 'ログイン中のアカウント',
  'userMenu.signOut': 'ログアウト',

  'action.signIn': 'ログイン',
  'action.signUp': 'アカウントを作成',
  'action.reload': '再読み込み',
  'action.returnHome': 'トップページに戻る',

  'language.label': '言語',
  'language.en': 'English',
  'language.ja': '日本語',

  'colorScheme.label': '表示モード',
  'colorScheme.auto': 'システム設定',
  'colorScheme.light': 'ライト',
  'colorScheme.dark': 'ダーク',

  'notFound.title': 'ページが見つかりません',
  'notFound.body':
    'このアドレスにはページがありません。リンクを確認するか、トップページからやり直してください。',

  'errorPage.title': 'エラーが発生しました',
  'errorPage.body':
    '予期しないエラーのため、このページを表示できませんでした。もう一度お試しいただくか、トップページに戻ってください。',

  'newBuild.title': 'Punchcard の新しいバージョンがあります',
  'newBuild.body': 'ページを再読み込みすると、新しいバージョンをご利用いただけます。',
};

export const common: Namespace<typeof en> = { en, ja };

/** Keys whose text is the same in every language by nature (names, the product). */
export const commonSameInEveryLanguage: readonly (keyof typeof en)[] = [
  'app.name',
  'title.page',
  'language.en',
  'language.ja',
];
