// Tags: /tags (features/tags).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Tags',
  'page.lead':
    'Labels for activities and tasks, such as “meeting” or “urgent”, to find and report on them across projects.',
  'page.noWorkspace': 'Join or create a workspace to keep its tags.',
  'page.readOnlyTitle': 'You can look, not change',
  'page.readOnly':
    'Creating, renaming and deleting tags needs the permission to manage tags. An owner or a manager can grant it.',

  'list.label': 'Tags',
  'list.loading': 'Loading tags',
  'list.loadFailed': 'The tags could not be loaded.',
  'list.count_one': '{{count}} tag',
  'list.count_other': '{{count}} tags',
  'list.empty': 'This workspace has no tags yet.',
  'list.emptyManager': 'No tags yet. Create the labels your team will pick for its work.',

  'action.create': 'New tag',
  'action.rename': 'Rename',
  'action.renameNamed': 'Rename {{name}}',
  'action.delete': 'Delete',
  'action.deleteNamed': 'Delete {{name}}',
  'action.restore': 'Restore',
  'action.restoreNamed': 'Restore {{name}}',
  'action.undo': 'Undo',
  'action.retry': 'Try again',
  'action.cancel': 'Cancel',
  'action.close': 'Close',

  'dialog.createTitle': 'New tag',
  'dialog.renameTitle': 'Rename {{name}}',
  'dialog.create': 'Create tag',
  'dialog.rename': 'Save name',

  'field.name': 'Name',
  'field.nameHint': 'Each tag name is used once, whatever the capitals.',
  'field.nameRequired': 'Enter the tag’s name.',

  'notice.created': 'The tag {{name}} was created.',
  'notice.renamed': 'The tag is now called {{name}}.',
  'notice.deleted': 'The tag {{name}} was deleted.',
  'notice.restored': 'The tag {{name}} is back.',

  'deleted.heading': 'Deleted tags',
  'deleted.description':
    'Restore a tag to pick it again. A tag cannot come back while another one has its name.',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'タグ',
  'page.lead':
    '「会議」「至急」など、アクティビティやタスクに付けるラベルです。プロジェクトをまたいで検索や集計ができます。',
  'page.noWorkspace': 'タグを管理するには、ワークスペースに参加するか作成してください。',
  'page.readOnlyTitle': '閲覧のみ可能です',
  'page.readOnly':
    'タグの作成・名前の変更・削除には、タグを管理する権限が必要です。オーナーまたはマネージャーに付与を依頼してください。',

  'list.label': 'タグ',
  'list.loading': 'タグを読み込み中',
  'list.loadFailed': 'タグを読み込めませんでした。',
  'list.count_one': '{{count}} 件のタグ',
  'list.count_other': '{{count}} 件のタグ',
  'list.empty': 'このワークスペースにはまだタグがありません。',
  'list.emptyManager': 'タグはまだありません。チームが作業に付けるラベルを作成しましょう。',

  'action.create': '新しいタグ',
  'action.rename': '名前を変更',
  'action.renameNamed': '{{name}} の名前を変更',
  'action.delete': '削除',
  'action.deleteNamed': '{{name}} を削除',
  'action.restore': '復元',
  'action.restoreNamed': '{{name}} を復元',
  'action.undo': '元に戻す',
  'action.retry': '再試行',
  'action.cancel': 'キャンセル',
  'action.close': '閉じる',

  'dialog.createTitle': '新しいタグ',
  'dialog.renameTitle': '{{name}} の名前を変更',
  'dialog.create': 'タグを作成',
  'dialog.rename': '名前を保存',

  'field.name': '名前',
  'field.nameHint': '同じ名前のタグは作れません（大文字・小文字は区別しません）。',
  'field.nameRequired': 'タグ名を入力してください。',

  'notice.created': 'タグ「{{name}}」を作成しました。',
  'notice.renamed': 'タグ名を「{{name}}」に変更しました。',
  'notice.deleted': 'タグ「{{name}}」を削除しました。',
  'notice.restored': 'タグ「{{name}}」を復元しました。',

  'deleted.heading': '削除したタグ',
  'deleted.description':
    '復元すると再び選べるようになります。同じ名前のタグがある間は復元できません。',
};

export const tags: Namespace<typeof en> = { en, ja };
