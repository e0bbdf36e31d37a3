// Clients: /clients (features/clients).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Clients',
  'page.lead':
    'The organisations and people you work for. Put them on projects to see whom the time is for.',
  'page.noWorkspace': 'Join or create a workspace to keep its clients.',
  'page.readOnlyTitle': 'You can look, not change',
  'page.readOnly':
    'Adding, changing and deleting clients needs the permission to manage clients. An owner or a manager can grant it.',

  'list.label': 'Clients',
  'list.loading': 'Loading clients',
  'list.loadFailed': 'The clients could not be loaded.',
  'list.count_one': '{{count}} client',
  'list.count_other': '{{count}} clients',
  'list.empty': 'This workspace has no clients yet.',
  'list.emptyManager':
    'No clients yet. Add the companies or people you work for, then put them on projects.',
  'list.noProjects': 'Not on any project',
  'list.projectsOf': 'Projects of {{name}}',
  'list.archivedProject': '{{name}} (archived)',

  'action.add': 'Add client',
  'action.manage': 'Manage',
  'action.manageNamed': 'Manage {{name}}',
  'action.delete': 'Delete',
  'action.deleteNamed': 'Delete {{name}}',
  'action.restore': 'Restore',
  'action.restoreNamed': 'Restore {{name}}',
  'action.undo': 'Undo',
  'action.retry': 'Try again',
  'action.cancel': 'Cancel',
  'action.close': 'Close',
  'action.done': 'Done',

  'field.name': 'Name',
  'field.nameRequired': 'Enter the client’s name.',

  'avatar.alt': 'Picture of {{name}}',
  'avatar.choose': 'Choose a picture',
  'avatar.change': 'Change picture',
  'avatar.hint': 'JPEG, PNG or WebP, at most 2 MB. Shown beside the client’s name.',
  'avatar.invalidType': 'Choose a JPEG, PNG or WebP image.',
  'avatar.tooLarge': 'This image is larger than 2 MB. Choose a smaller one.',
  'avatar.saved': 'The client’s picture was updated.',

  'add.title': 'Add a client',
  'add.submit': 'Add client',
  'add.added': '{{name}} was added. Give it a picture now, or later from Manage.',

  'manage.title': 'Manage {{name}}',
  'manage.saveName': 'Save name',
  'manage.pictureHeading': 'Picture',
  'manage.projectsHeading': 'Projects',

  'projects.none': 'This client is not on any project yet.',
  'projects.archived': 'Archived',
  'projects.remove': 'Remove',
  'projects.removeNamed': 'Remove from {{project}}',
  'projects.add': 'Add to a project',
  'projects.pick': 'Choose a project',
  'projects.nothingFound': 'No project has this name.',
  'projects.addButton': 'Add',
  'projects.noActive': 'There are no active projects to add this client to.',
  'projects.allAdded': 'This client is on every active project.',
  'projects.noPermission':
    'Putting clients on projects needs the permission to manage projects and tasks.',
  'projects.added': 'Added to {{project}}.',
  'projects.removed': 'Removed from {{project}}.',

  'notice.added': '{{name}} was added.',
  'notice.renamed': 'The client is now called {{name}}.',
  'notice.deleted': '{{name}} was deleted.',
  'notice.restored': '{{name}} is back.',

  'deleted.heading': 'Deleted clients',
  'deleted.description': 'Restore a client to use it again; its projects are kept.',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'クライアント',
  'page.lead':
    '仕事の依頼元となる組織や個人です。プロジェクトに追加すると、誰のための作業時間かがわかります。',
  'page.noWorkspace': 'クライアントを管理するには、ワークスペースに参加するか作成してください。',
  'page.readOnlyTitle': '閲覧のみ可能です',
  'page.readOnly':
    'クライアントの追加・変更・削除には、クライアントを管理する権限が必要です。オーナーまたはマネージャーに付与を依頼してください。',

  'list.label': 'クライアント',
  'list.loading': 'クライアントを読み込み中',
  'list.loadFailed': 'クライアントを読み込めませんでした。',
  'list.count_one': '{{count}} 件のクライアント',
  'list.count_other': '{{count}} 件のクライアント',
  'list.empty': 'このワークスペースにはまだクライアントがありません。',
  'list.emptyManager':
    'クライアントはまだありません。取引先の会社や個人を追加して、プロジェクトに割り当てましょう。',
  'list.noProjects': 'プロジェクトなし',
  'list.projectsOf': '{{name}} のプロジェクト',
  'list.archivedProject': '{{name}}（アーカイブ済み）',

  'action.add': 'クライアントを追加',
  'action.manage': '管理',
  'action.manageNamed': '{{name}} を管理',
  'action.delete': '削除',
  'action.deleteNamed': '{{name}} を削除',
  'action.restore': '復元',
  'action.restoreNamed': '{{name}} を復元',
  'action.undo': '元に戻す',
  'action.retry': '再試行',
  'action.cancel': 'キャンセル',
  'action.close': '閉じる',
  'action.done': '完了',

  'field.name': '名前',
  'field.nameRequired': 'クライアント名を入力してください。',

  'avatar.alt': '{{name}} の画像',
  'avatar.choose': '画像を選ぶ',
  'avatar.change': '画像を変更',
  'avatar.hint': 'JPEG・PNG・WebP 形式、2 MB まで。クライアント名の横に表示されます。',
  'avatar.invalidType': 'JPEG・PNG・WebP 形式の画像を選んでください。',
  'avatar.tooLarge': 'この画像は 2 MB を超えています。小さい画像を選んでください。',
  'avatar.saved': 'クライアントの画像を更新しました。',

  'add.title': 'クライアントを追加',
  'add.submit': '追加',
  'add.added': '{{name}} を追加しました。画像は今すぐ、または後から「管理」で設定できます。',

  'manage.title': '{{name}} を管理',
  'manage.saveName': '名前を保存',
  'manage.pictureHeading': '画像',
  'manage.projectsHeading': 'プロジェクト',

  'projects.none': 'このクライアントはまだどのプロジェクトにも追加されていません。',
  'projects.archived': 'アーカイブ済み',
  'projects.remove': '外す',
  'projects.removeNamed': '{{project}} から外す',
  'projects.add': 'プロジェクトに追加',
  'projects.pick': 'プロジェクトを選択',
  'projects.nothingFound': 'その名前のプロジェクトはありません。',
  'projects.addButton': '追加',
  'projects.noActive': 'このクライアントを追加できる進行中のプロジェクトがありません。',
  'projects.allAdded': 'このクライアントはすべての進行中のプロジェクトに追加済みです。',
  'projects.noPermission':
    'クライアントをプロジェクトに追加するには、プロジェクトとタスクを管理する権限が必要です。',
  'projects.added': '{{project}} に追加しました。',
  'projects.removed': '{{project}} から外しました。',

  'notice.added': '{{name}} を追加しました。',
  'notice.renamed': 'クライアント名を {{name}} に変更しました。',
  'notice.deleted': '{{name}} を削除しました。',
  'notice.restored': '{{name}} を復元しました。',

  'deleted.heading': '削除したクライアント',
  'deleted.description': '復元すると再び使えます。プロジェクトとの関連はそのまま残ります。',
};

export const clients: Namespace<typeof en> = { en, ja };
