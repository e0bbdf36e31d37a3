// The member's kiosk badge on /profile: the QR code a kiosk reads, its files and the e-mail.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'section.title': 'Kiosk badge',
  'section.description':
    'Show this code to a kiosk’s camera to clock in and out. It identifies you alone: keep it like a key.',
  'qr.label': 'QR code of your kiosk badge',
  'detail.version': 'Badge version {{version}}',
  'detail.issued': 'Issued {{date}}',
  'detail.lost': 'Lost it? Ask a manager for a new one: this one then stops working everywhere.',
  'hint.qrOff':
    'QR badges are turned off in {{workspace}}: kiosks will not accept this badge until a manager turns them on.',
  'hint.kioskOff':
    'Kiosks are turned off in {{workspace}}: this badge will work once a manager turns them on.',
  'action.png': 'Download PNG',
  'action.pdf': 'Download PDF',
  'action.mail': 'E-mail it to me',
  'action.group': 'Badge actions',
  'notice.mailed': 'Your badge is on its way to {{email}}.',
  'load.failed': 'Your badge could not be loaded.',
  'load.retry': 'Try again',
  'load.pending': 'Loading your badge',
};

const ja: Catalogue<typeof en> = {
  'section.title': 'キオスク用バッジ',
  'section.description':
    'キオスクのカメラにこのコードをかざすと出勤・退勤を打刻できます。あなた本人を示すものなので、鍵と同じように大切に保管してください。',
  'qr.label': 'キオスク用バッジのQRコード',
  'detail.version': 'バッジのバージョン {{version}}',
  'detail.issued': '発行日 {{date}}',
  'detail.lost':
    '紛失した場合は管理者に再発行を依頼してください。再発行すると、このバッジはどこでも使えなくなります。',
  'hint.qrOff':
    '{{workspace}} ではQRバッジが無効になっています。管理者が有効にするまで、キオスクはこのバッジを受け付けません。',
  'hint.kioskOff':
    '{{workspace}} ではキオスクが無効になっています。管理者が有効にすると、このバッジを使えるようになります。',
  'action.png': 'PNGをダウンロード',
  'action.pdf': 'PDFをダウンロード',
  'action.mail': 'メールで受け取る',
  'action.group': 'バッジの操作',
  'notice.mailed': 'バッジを {{email}} に送信しました。',
  'load.failed': 'バッジを読み込めませんでした。',
  'load.retry': '再試行',
  'load.pending': 'バッジを読み込み中',
};

export const badges: Namespace<typeof en> = { en, ja };
