// The workspace's kiosks: the settings page's kiosk sections (the five switches, the fleet and
// pairing) and /qr-handler, the page a phone opens when its camera reads a kiosk badge.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.workspace': 'Workspace settings',
  'title.qrHandler': 'Kiosk badge',

  'page.noWorkspace': 'Create or join a workspace to see its settings.',
  'page.notAllowed':
    'Only people allowed to manage this workspace’s settings can see and change them. Ask an owner of {{workspace}}.',

  'settings.heading': 'Kiosk',
  'settings.description':
    'How members clock in and out at the kiosks of {{workspace}}. Changes reach every kiosk the next time it checks in.',
  'settings.kiosk': 'Use kiosks',
  'settings.kioskHint': 'When off, every kiosk of this workspace shows that it is turned off.',
  'settings.methods': 'Ways to identify at a kiosk',
  'settings.pin': 'PIN',
  'settings.pinHint': 'Members type the PIN they set in their security settings.',
  'settings.qrcode': 'QR badge',
  'settings.qrcodeHint': 'Members show the personal badge on their profile to the camera.',
  'settings.nfc': 'NFC card',
  'settings.nfcHint': 'Members tap a card that a manager bound to them.',
  'settings.picture': 'Selfie at every punch',
  'settings.pictureHint': 'The kiosk takes a photo that proves who punched.',
  'settings.noMethod': 'Turn on at least one way to identify, or members cannot use the kiosks.',
  'settings.saved': 'Kiosk settings saved.',

  'fleet.heading': 'Kiosks',
  'fleet.description':
    'Devices paired with this workspace. Register one, then type its pairing code on the device or scan the QR code with it.',
  'fleet.empty': 'No kiosk yet. Register the first one below.',
  'fleet.loadFailed': 'The kiosks could not be loaded.',
  'fleet.retry': 'Try again',
  'fleet.name': 'Kiosk name',
  'fleet.namePlaceholder': 'Front door',
  'fleet.nameRequired': 'Enter a name for the kiosk.',
  'fleet.register': 'Register kiosk',

  'status.pending': 'Waiting to pair',
  'status.active': 'Active',
  'status.locked': 'Locked',
  'status.revoked': 'Revoked',
  'online.yes': 'Online',
  'online.no': 'Offline',
  'detail.lastSeen': 'Last seen',
  'detail.appVersion': 'App version',
  'detail.queued': 'Punches waiting',
  'detail.pairedAt': 'Paired',
  'detail.never': 'Never',
  'detail.none': '—',

  'action.menu': 'Actions for {{name}}',
  'action.rename': 'Rename…',
  'action.lock': 'Lock',
  'action.unlock': 'Unlock',
  'action.repair': 'New pairing code',
  'action.revoke': 'Revoke…',
  'action.cancel': 'Cancel',
  'action.close': 'Close',

  'rename.title': 'Rename {{name}}',
  'rename.submit': 'Save name',
  'revoke.title': 'Revoke {{name}}?',
  'revoke.body':
    'The device stops working at once. Punches still waiting on it can no longer be sent, and it can only be used again if you register it anew.',
  'revoke.confirm': 'Revoke kiosk',

  'notice.renamed': 'The kiosk was renamed.',
  'notice.locked': '{{name}} is locked.',
  'notice.unlocked': '{{name}} is unlocked.',
  'notice.revoked': '{{name}} was revoked.',

  'pairing.title': 'Pair {{name}}',
  'pairing.lead': 'On the kiosk, type this code, or scan the QR code with its camera.',
  'pairing.code': 'Pairing code',
  'pairing.qr': 'QR code of the pairing link',
  'pairing.link': 'Pairing link',
  'pairing.expiresIn': 'Expires in {{time}}',
  'pairing.expired': 'This code has expired. Make a new one.',
  'pairing.newCode': 'New code',
  'pairing.singleUse':
    'The code works once. When a paired kiosk uses a new code, its old pairing stops working.',
  'pairing.done': 'Done',

  'qr.info.heading': 'A kiosk badge',
  'qr.info.body':
    'This QR code is a personal badge for clocking in and out at a Punchcard kiosk. Opening it on a phone does nothing: show it to the kiosk’s camera instead.',
  'qr.existingId.heading': 'This is your kiosk badge',
  'qr.existingId.body':
    'Show it to the camera of a kiosk of {{workspace}} to clock in or out. Keep it to yourself: whoever holds it can clock in and out as you.',
  'qr.existingWorkspace.heading': 'A badge of {{workspace}}',
  'qr.existingWorkspace.body':
    'This badge belongs to a member of your workspace {{workspace}}. Members show it to the workspace’s kiosk to clock in or out.',
  'qr.unknown.heading': 'A QR code Punchcard cannot read',
  'qr.unknown.body':
    'This is not a badge Punchcard knows, or part of it is missing. If it is printed on a kiosk badge, show it at your workspace’s kiosk, or ask a manager for a new badge.',
  'qr.howTo': 'How to use a badge',
  'qr.step1': 'Go to your workspace’s kiosk.',
  'qr.step2': 'Choose “QR badge”.',
  'qr.step3': 'Hold the code in front of the kiosk’s camera.',
  'qr.found': 'Found a badge that is not yours? Give it to a manager of the workspace.',
  'qr.version': 'Badge version {{version}}',
  'qr.openApp': 'Open Punchcard',
};

const ja: Catalogue<typeof en> = {
  'title.workspace': 'ワークスペース設定',
  'title.qrHandler': 'キオスク用バッジ',

  'page.noWorkspace': 'ワークスペースを作成するか参加すると、その設定が表示されます。',
  'page.notAllowed':
    'このワークスペースの設定は、設定の管理を許可された人だけが表示・変更できます。{{workspace}}のオーナーに依頼してください。',

  'settings.heading': 'キオスク',
  'settings.description':
    '{{workspace}}のキオスクでメンバーが出勤・退勤する方法です。変更は、各キオスクが次にサーバーと通信したときに反映されます。',
  'settings.kiosk': 'キオスクを使う',
  'settings.kioskHint':
    'オフにすると、このワークスペースのすべてのキオスクに停止中と表示されます。',
  'settings.methods': 'キオスクでの本人確認の方法',
  'settings.pin': 'PIN',
  'settings.pinHint': 'メンバーはセキュリティ設定で決めたPINを入力します。',
  'settings.qrcode': 'QRバッジ',
  'settings.qrcodeHint': 'メンバーはプロフィールにある個人用バッジをカメラにかざします。',
  'settings.nfc': 'NFCカード',
  'settings.nfcHint': 'メンバーは管理者が登録したカードをタッチします。',
  'settings.picture': '打刻ごとに自撮り写真',
  'settings.pictureHint': '誰が打刻したかを示す写真をキオスクが撮影します。',
  'settings.noMethod':
    '本人確認の方法を1つ以上オンにしてください。すべてオフではキオスクを使えません。',
  'settings.saved': 'キオスクの設定を保存しました。',

  'fleet.heading': 'キオスク端末',
  'fleet.description':
    'このワークスペースとペアリングした端末です。端末を登録し、表示されるペアリングコードを端末に入力するか、端末のカメラでQRコードを読み取ってください。',
  'fleet.empty': 'キオスク端末はまだありません。下から最初の端末を登録してください。',
  'fleet.loadFailed': 'キオスク端末を読み込めませんでした。',
  'fleet.retry': '再試行',
  'fleet.name': '端末名',
  'fleet.namePlaceholder': '正面入口',
  'fleet.nameRequired': '端末名を入力してください。',
  'fleet.register': '端末を登録',

  'status.pending': 'ペアリング待ち',
  'status.active': '稼働中',
  'status.locked': 'ロック中',
  'status.revoked': '無効化済み',
  'online.yes': 'オンライン',
  'online.no': 'オフライン',
  'detail.lastSeen': '最終通信',
  'detail.appVersion': 'アプリのバージョン',
  'detail.queued': '未送信の打刻',
  'detail.pairedAt': 'ペアリング日時',
  'detail.never': 'なし',
  'detail.none': '—',

  'action.menu': '{{name}}の操作',
  'action.rename': '名前を変更…',
  'action.lock': 'ロック',
  'action.unlock': 'ロックを解除',
  'action.repair': '新しいペアリングコード',
  'action.revoke': '無効化…',
  'action.cancel': 'キャンセル',
  'action.close': '閉じる',

  'rename.title': '{{name}}の名前を変更',
  'rename.submit': '名前を保存',
  'revoke.title': '{{name}}を無効化しますか?',
  'revoke.body':
    'この端末はすぐに使えなくなります。端末に残っている未送信の打刻は送信できなくなり、再び使うには登録し直す必要があります。',
  'revoke.confirm': '端末を無効化',

  'notice.renamed': '端末の名前を変更しました。',
  'notice.locked': '{{name}}をロックしました。',
  'notice.unlocked': '{{name}}のロックを解除しました。',
  'notice.revoked': '{{name}}を無効化しました。',

  'pairing.title': '{{name}}をペアリング',
  'pairing.lead':
    'キオスク端末でこのコードを入力するか、端末のカメラでQRコードを読み取ってください。',
  'pairing.code': 'ペアリングコード',
  'pairing.qr': 'ペアリング用リンクのQRコード',
  'pairing.link': 'ペアリング用リンク',
  'pairing.expiresIn': '残り {{time}}',
  'pairing.expired': 'このコードは期限切れです。新しいコードを発行してください。',
  'pairing.newCode': '新しいコード',
  'pairing.singleUse':
    'コードは1回だけ使えます。ペアリング済みの端末が新しいコードを使うと、以前のペアリングは無効になります。',
  'pairing.done': '完了',

  'qr.info.heading': 'キオスク用バッジ',
  'qr.info.body':
    'このQRコードは、Punchcardのキオスクで出勤・退勤するための個人用バッジです。スマートフォンで開いても打刻はされません。キオスクのカメラにかざしてください。',
  'qr.existingId.heading': 'あなたのキオスク用バッジです',
  'qr.existingId.body':
    '{{workspace}}のキオスクのカメラにかざすと出勤・退勤できます。持っている人は誰でもあなたとして打刻できるため、他の人に渡さないでください。',
  'qr.existingWorkspace.heading': '{{workspace}}のバッジ',
  'qr.existingWorkspace.body':
    'このバッジは、あなたのワークスペース{{workspace}}のメンバーのものです。メンバーはワークスペースのキオスクにかざして出勤・退勤します。',
  'qr.unknown.heading': 'Punchcardが読み取れないQRコード',
  'qr.unknown.body':
    'Punchcardが知らないバッジか、一部が欠けています。キオスク用バッジに印刷されたものなら、ワークスペースのキオスクにかざすか、管理者に新しいバッジを依頼してください。',
  'qr.howTo': 'バッジの使い方',
  'qr.step1': 'ワークスペースのキオスクへ行きます。',
  'qr.step2': '「QRバッジ」を選びます。',
  'qr.step3': 'キオスクのカメラの前にコードをかざします。',
  'qr.found': '自分のものではないバッジを拾った場合は、ワークスペースの管理者に渡してください。',
  'qr.version': 'バッジのバージョン {{version}}',
  'qr.openApp': 'Punchcardを開く',
};

export const kiosks: Namespace<typeof en> = { en, ja };
