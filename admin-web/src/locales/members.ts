// The workspace's members page (/settings/workspace/members): the list with its search and
// filters, and each member's kiosk credentials (QR badge, NFC cards, enrolment at a kiosk).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  title: 'Members',
  'page.noWorkspace': 'Create or join a workspace to see its members.',

  'action.close': 'Close',
  'action.cancel': 'Cancel',
  'action.retry': 'Try again',

  'list.heading': 'Members',
  'list.description': 'Everyone in {{workspace}}, with their role and whether they have joined.',
  'list.loading': 'Loading members',
  'list.loadFailed': 'The members could not be loaded.',
  'list.count_one': '{{count}} member shown',
  'list.count_other': '{{count}} members shown',

  'filter.search': 'Search',
  'filter.searchPlaceholder': 'Name or e-mail',
  'filter.role': 'Role',
  'filter.state': 'Status',
  'filter.any': 'Any',
  'filter.clear': 'Clear',

  'member.noEmail': 'E-mail hidden',

  'role.Guest': 'Guest',
  'role.Member': 'Member',
  'role.Manager': 'Manager',
  'role.Owner': 'Owner',
  'role.SuperOwner': 'Super owner',

  'state.PENDING': 'Invited',
  'state.ACTIVE': 'Active',
  'state.INACTIVE': 'Inactive',
  'state.DELETED': 'Deleted',

  'print.hint':
    'Print the QR badges members show to a kiosk’s camera: everyone’s, or only those a search or filter shows.',
  'print.all': 'Print badges',
  'print.shown_one': 'Print {{count}} badge',
  'print.shown_other': 'Print {{count}} badges',

  'credentials.open': 'Kiosk credentials',
  'credentials.openFor': 'Kiosk credentials of {{name}}',
  'credentials.title': 'Kiosk credentials of {{name}}',
  'credentials.lead':
    'How {{name}} identifies at the workspace’s kiosks besides a PIN, which only they can set.',

  'badge.heading': 'QR badge',
  'badge.loading': 'Loading the badge',
  'badge.loadFailed': 'The badge could not be loaded.',
  'badge.qrLabel': 'QR badge of {{name}}',
  'badge.version': 'Version {{version}}',
  'badge.issuedAt': 'Issued {{when}}',
  'badge.hint': 'Printed or on a phone, it identifies this member at every kiosk, even offline.',
  'badge.rotate': 'Rotate badge',

  'rotate.title': 'Rotate the badge of {{name}}?',
  'rotate.body':
    'A new badge replaces the current one. The old badge stops working at once, on every kiosk, including kiosks that are offline once they next check in. Print or send the new badge to the member.',
  'rotate.confirm': 'Rotate badge',
  'rotate.done': 'Badge rotated: version {{version}} is the only one that works now.',

  'cards.heading': 'NFC cards',
  'cards.loading': 'Loading the cards',
  'cards.loadFailed': 'The cards could not be loaded.',
  'cards.empty': 'No card is bound to this member.',
  'cards.endingIn': 'Card ending in {{digits}}',
  'cards.boundAt': 'Bound {{when}}',
  'cards.unbind': 'Unbind',
  'cards.unbindCard': 'Unbind the card ending in {{digits}}',
  'cards.uidLabel': 'Card UID',
  'cards.uidHint':
    'The hexadecimal number of the card (8, 14 or 20 digits). A USB card reader types it for you.',
  'cards.add': 'Bind card',
  'cards.bound': 'Card ending in {{digits}} bound.',

  'unbind.title': 'Unbind the card ending in {{digits}}?',
  'unbind.body':
    'The card stops identifying {{name}} at once. Punches made with it before now still count.',
  'unbind.confirm': 'Unbind card',
  'unbind.done': 'Card ending in {{digits}} unbound.',

  'enrol.or': 'or',
  'enrol.lead':
    'Enrol at a kiosk: the next unknown card tapped on it within 60 seconds is bound to this member.',
  'enrol.loadingKiosks': 'Loading the kiosks',
  'enrol.kiosksFailed': 'The kiosks could not be loaded.',
  'enrol.noKiosk':
    'No kiosk is paired and active. Register one in the workspace settings to enrol cards at it.',
  'enrol.kiosk': 'Kiosk',
  'enrol.pickKiosk': 'Choose a kiosk',
  'enrol.start': 'Enrol at this kiosk',
  'enrol.waiting': '{{kiosk}} is waiting for a card. Tap the card of {{name}} on it now.',
  'enrol.timeLeft': 'Time left',
  'enrol.cancel': 'Stop waiting',
  'enrol.cancelled': 'The kiosk is no longer waiting for a card.',
  'enrol.timedOut': 'No card was tapped within 60 seconds. Start again when the card is at hand.',
  'enrol.done': 'Card ending in {{digits}} enrolled at the kiosk.',
};

const ja: Catalogue<typeof en> = {
  title: 'メンバー',
  'page.noWorkspace': 'メンバーを見るには、ワークスペースを作成するか参加してください。',

  'action.close': '閉じる',
  'action.cancel': 'キャンセル',
  'action.retry': '再試行',

  'list.heading': 'メンバー',
  'list.description': '{{workspace}} の全員と、その役割・参加状況です。',
  'list.loading': 'メンバーを読み込み中',
  'list.loadFailed': 'メンバーを読み込めませんでした。',
  'list.count_one': '{{count}} 人を表示中',
  'list.count_other': '{{count}} 人を表示中',

  'filter.search': '検索',
  'filter.searchPlaceholder': '名前またはメールアドレス',
  'filter.role': '役割',
  'filter.state': 'ステータス',
  'filter.any': 'すべて',
  'filter.clear': 'クリア',

  'member.noEmail': 'メールアドレス非表示',

  'role.Guest': 'ゲスト',
  'role.Member': 'メンバー',
  'role.Manager': 'マネージャー',
  'role.Owner': 'オーナー',
  'role.SuperOwner': 'スーパーオーナー',

  'state.PENDING': '招待中',
  'state.ACTIVE': '有効',
  'state.INACTIVE': '無効',
  'state.DELETED': '削除済み',

  'print.hint':
    'メンバーがキオスクのカメラに見せるQRバッジを印刷します。全員分、または検索・絞り込みで表示中のメンバー分です。',
  'print.all': 'バッジを印刷',
  'print.shown_one': '{{count}} 人分のバッジを印刷',
  'print.shown_other': '{{count}} 人分のバッジを印刷',

  'credentials.open': 'キオスク認証',
  'credentials.openFor': '{{name}} さんのキオスク認証',
  'credentials.title': '{{name}} さんのキオスク認証',
  'credentials.lead':
    '{{name}} さんがワークスペースのキオスクで本人確認する方法です（PINは本人だけが設定できます）。',

  'badge.heading': 'QRバッジ',
  'badge.loading': 'バッジを読み込み中',
  'badge.loadFailed': 'バッジを読み込めませんでした。',
  'badge.qrLabel': '{{name}} さんのQRバッジ',
  'badge.version': 'バージョン {{version}}',
  'badge.issuedAt': '発行日時 {{when}}',
  'badge.hint':
    '印刷してもスマートフォンに表示しても、オフラインのキオスクを含むすべてのキオスクで本人確認に使えます。',
  'badge.rotate': 'バッジを再発行',

  'rotate.title': '{{name}} さんのバッジを再発行しますか？',
  'rotate.body':
    '新しいバッジが現在のバッジに置き換わります。古いバッジはすべてのキオスクで直ちに使えなくなります（オフラインのキオスクでは次回の同期時から）。新しいバッジを印刷するか、メンバーに送ってください。',
  'rotate.confirm': 'バッジを再発行',
  'rotate.done': 'バッジを再発行しました。使えるのはバージョン {{version}} だけです。',

  'cards.heading': 'NFCカード',
  'cards.loading': 'カードを読み込み中',
  'cards.loadFailed': 'カードを読み込めませんでした。',
  'cards.empty': 'このメンバーに登録されたカードはありません。',
  'cards.endingIn': '末尾 {{digits}} のカード',
  'cards.boundAt': '登録日時 {{when}}',
  'cards.unbind': '登録を解除',
  'cards.unbindCard': '末尾 {{digits}} のカードの登録を解除',
  'cards.uidLabel': 'カードのUID',
  'cards.uidHint':
    'カードの16進数の番号（8・14・20桁）です。USBカードリーダーなら自動で入力されます。',
  'cards.add': 'カードを登録',
  'cards.bound': '末尾 {{digits}} のカードを登録しました。',

  'unbind.title': '末尾 {{digits}} のカードの登録を解除しますか？',
  'unbind.body':
    'このカードでは直ちに {{name}} さんとして本人確認できなくなります。これまでにこのカードで打刻した記録はそのまま残ります。',
  'unbind.confirm': '登録を解除',
  'unbind.done': '末尾 {{digits}} のカードの登録を解除しました。',

  'enrol.or': 'または',
  'enrol.lead':
    'キオスクで登録：60秒以内にそのキオスクにかざされた未登録のカードが、このメンバーに登録されます。',
  'enrol.loadingKiosks': 'キオスクを読み込み中',
  'enrol.kiosksFailed': 'キオスクを読み込めませんでした。',
  'enrol.noKiosk':
    'ペアリング済みで有効なキオスクがありません。ワークスペース設定でキオスクを登録すると、そこでカードを登録できます。',
  'enrol.kiosk': 'キオスク',
  'enrol.pickKiosk': 'キオスクを選択',
  'enrol.start': 'このキオスクで登録',
  'enrol.waiting': '{{kiosk}} がカードを待っています。{{name}} さんのカードを今かざしてください。',
  'enrol.timeLeft': '残り時間',
  'enrol.cancel': '待機を中止',
  'enrol.cancelled': 'キオスクはカードの待機を終了しました。',
  'enrol.timedOut':
    '60秒以内にカードがかざされませんでした。カードを手元に用意してから、もう一度始めてください。',
  'enrol.done': '末尾 {{digits}} のカードをキオスクで登録しました。',
};

export const members: Namespace<typeof en> = { en, ja };
