// Task categories: /task-categories (features/categories).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Task categories',
  'page.lead':
    'The kinds of work your tasks and activities fall into, such as design or support. Each has a colour, so reports and boards are easy to read.',
  'page.noWorkspace': 'Join or create a workspace to keep its task categories.',
  'page.readOnlyTitle': 'You can look, not change',
  'page.readOnly':
    'Creating, editing and deleting categories needs the permission to manage task categories. An owner or a manager can grant it.',

  'list.label': 'Task categories',
  'list.loading': 'Loading task categories',
  'list.loadFailed': 'The task categories could not be loaded.',
  'list.count_one': '{{count}} category',
  'list.count_other': '{{count}} categories',
  'list.empty': 'This workspace has no task categories yet.',
  'list.emptyManager': 'No categories yet. Create the kinds of work your team does.',

  'action.create': 'New category',
  'action.edit': 'Edit',
  'action.editNamed': 'Edit {{name}}',
  'action.delete': 'Delete',
  'action.deleteNamed': 'Delete {{name}}',
  'action.restore': 'Restore',
  'action.restoreNamed': 'Restore {{name}}',
  'action.restoreWithTasks': 'Restore with tasks…',
  'action.restoreWithTasksNamed': 'Restore {{name}} with tasks…',
  'action.undo': 'Undo',
  'action.retry': 'Try again',
  'action.cancel': 'Cancel',
  'action.close': 'Close',

  'dialog.createTitle': 'New category',
  'dialog.editTitle': 'Edit {{name}}',
  'dialog.create': 'Create category',
  'dialog.save': 'Save',

  'field.name': 'Name',
  'field.nameRequired': 'Enter the category’s name.',
  'field.color': 'Colour',
  'field.colorHint': 'Pick a colour or type it as # and six hexadecimal digits.',
  'field.colorInvalid': 'Enter a colour as # and six hexadecimal digits, such as #336699.',
  'field.eyeDropper': 'Pick a colour from the screen',

  'reassign.title': 'Delete {{name}}',
  'reassign.tasks_one': '{{count}} task uses {{name}}.',
  'reassign.tasks_other': '{{count}} tasks use {{name}}.',
  'reassign.used': 'Tasks or activities use {{name}}.',
  'reassign.field': 'Move them to',
  'reassign.fieldHint':
    'Every task and activity of {{name}} moves to this category, then {{name}} is deleted.',
  'reassign.pick': 'Choose a category',
  'reassign.required': 'Choose a category.',
  'reassign.nothingFound': 'No category has this name.',
  'reassign.submit': 'Move and delete',
  'reassign.noOther':
    '{{name}} cannot be deleted while it is in use and there is no other category. Create another category first.',

  'restore.title': 'Restore {{name}} with tasks',
  'restore.explain':
    'Every task and activity of the category you choose moves to {{name}}, and {{name}} is restored. Use this to undo a deletion that moved its tasks.',
  'restore.field': 'Take the tasks of',
  'restore.pick': 'Choose a category',
  'restore.submit': 'Restore and move',

  'notice.created': 'The category {{name}} was created.',
  'notice.updated': 'The category {{name}} was saved.',
  'notice.deleted': 'The category {{name}} was deleted.',
  'notice.deletedMoved': '{{name}} was deleted. Its tasks are now in {{target}}.',
  'notice.restored': 'The category {{name}} is back.',
  'notice.restoredMovedBack': '{{name}} is back, with its tasks.',
  'notice.restoredTasksStay':
    '{{name}} is back. Its tasks stay in {{target}}, which had tasks of its own.',
  'notice.restoredTookTasks': '{{name}} is back with the tasks of {{target}}.',

  'deleted.heading': 'Deleted categories',
  'deleted.description':
    'Restore a category to use it again, alone or taking over the tasks of another one.',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'タスクカテゴリ',
  'page.lead':
    'デザインやサポートなど、タスクやアクティビティの作業の種類です。カテゴリごとに色があり、レポートやボードが見やすくなります。',
  'page.noWorkspace': 'タスクカテゴリを管理するには、ワークスペースに参加するか作成してください。',
  'page.readOnlyTitle': '閲覧のみ可能です',
  'page.readOnly':
    'カテゴリの作成・編集・削除には、タスクカテゴリを管理する権限が必要です。オーナーまたはマネージャーに付与を依頼してください。',

  'list.label': 'タスクカテゴリ',
  'list.loading': 'タスクカテゴリを読み込み中',
  'list.loadFailed': 'タスクカテゴリを読み込めませんでした。',
  'list.count_one': '{{count}} 件のカテゴリ',
  'list.count_other': '{{count}} 件のカテゴリ',
  'list.empty': 'このワークスペースにはまだタスクカテゴリがありません。',
  'list.emptyManager': 'カテゴリはまだありません。チームの作業の種類を作成しましょう。',

  'action.create': '新しいカテゴリ',
  'action.edit': '編集',
  'action.editNamed': '{{name}} を編集',
  'action.delete': '削除',
  'action.deleteNamed': '{{name}} を削除',
  'action.restore': '復元',
  'action.restoreNamed': '{{name}} を復元',
  'action.restoreWithTasks': 'タスクごと復元…',
  'action.restoreWithTasksNamed': '{{name}} をタスクごと復元…',
  'action.undo': '元に戻す',
  'action.retry': '再試行',
  'action.cancel': 'キャンセル',
  'action.close': '閉じる',

  'dialog.createTitle': '新しいカテゴリ',
  'dialog.editTitle': '{{name}} を編集',
  'dialog.create': 'カテゴリを作成',
  'dialog.save': '保存',

  'field.name': '名前',
  'field.nameRequired': 'カテゴリ名を入力してください。',
  'field.color': '色',
  'field.colorHint': '色を選ぶか、「#」と 16 進数 6 桁で入力してください。',
  'field.colorInvalid': '色は「#」と 16 進数 6 桁で入力してください（例: #336699）。',
  'field.eyeDropper': '画面から色を取得',

  'reassign.title': '{{name}} を削除',
  'reassign.tasks_one': '{{count}} 件のタスクが {{name}} を使っています。',
  'reassign.tasks_other': '{{count}} 件のタスクが {{name}} を使っています。',
  'reassign.used': 'タスクまたはアクティビティが {{name}} を使っています。',
  'reassign.field': '移動先',
  'reassign.fieldHint':
    '{{name}} のタスクとアクティビティをすべてこのカテゴリに移してから、{{name}} を削除します。',
  'reassign.pick': 'カテゴリを選択',
  'reassign.required': 'カテゴリを選んでください。',
  'reassign.nothingFound': 'その名前のカテゴリはありません。',
  'reassign.submit': '移動して削除',
  'reassign.noOther':
    '{{name}} は使用中で、ほかにカテゴリがないため削除できません。先に別のカテゴリを作成してください。',

  'restore.title': '{{name}} をタスクごと復元',
  'restore.explain':
    '選んだカテゴリのタスクとアクティビティをすべて {{name}} に移し、{{name}} を復元します。タスクを移して削除した操作を元に戻すときに使います。',
  'restore.field': 'タスクの移動元',
  'restore.pick': 'カテゴリを選択',
  'restore.submit': '復元して移動',

  'notice.created': 'カテゴリ「{{name}}」を作成しました。',
  'notice.updated': 'カテゴリ「{{name}}」を保存しました。',
  'notice.deleted': 'カテゴリ「{{name}}」を削除しました。',
  'notice.deletedMoved': '{{name}} を削除しました。タスクは {{target}} に移りました。',
  'notice.restored': 'カテゴリ「{{name}}」を復元しました。',
  'notice.restoredMovedBack': '{{name}} をタスクとともに復元しました。',
  'notice.restoredTasksStay':
    '{{name}} を復元しました。移動先の {{target}} には元からタスクがあったため、タスクはそのまま残ります。',
  'notice.restoredTookTasks': '{{name}} を復元し、{{target}} のタスクを移しました。',

  'deleted.heading': '削除したカテゴリ',
  'deleted.description':
    '復元すると再び使えます。単独で復元するか、別のカテゴリのタスクを引き継いで復元できます。',
};

export const categories: Namespace<typeof en> = { en, ja };
