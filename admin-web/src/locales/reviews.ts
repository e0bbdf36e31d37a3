// Reviewing others' requests: the /approvals queue, the header badge and the member pages
// /member/{id}/requests and /member/{id}/drafts (features/requests).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.approvals': 'Approvals',
  'title.memberRequests': 'Requests of {{name}}',
  'title.memberDrafts': 'Drafts of {{name}}',
  'title.member': 'this member',

  // The header badge
  'badge.label_one': '{{count}} request waiting for your review',
  'badge.label_other': '{{count}} requests waiting for your review',

  // /approvals
  'queue.lead':
    'Requests from your team to add, change or delete recorded time, the longest waiting first. Compare the time now with the time asked for, then approve or reject.',
  'queue.noPermission.title': 'You do not review requests here',
  'queue.noPermission.body':
    'Reviewing requests needs the permission to manage time changes in this workspace. Ask an owner if you should have it.',
  'queue.heading': 'Waiting for review',
  'queue.loading': 'Loading requests waiting for review…',
  'queue.error': 'The requests waiting for review could not be loaded.',
  'queue.retry': 'Try again',
  'queue.empty.title': 'Nothing to review',
  'queue.empty.body': 'New requests from your team appear here as soon as they are filed.',
  'queue.showing': 'Showing {{shown}} of {{total}}',
  'queue.loadMore': 'Load more',

  'members.heading': 'Open requests by member',
  'members.pending_one': '{{count}} pending',
  'members.pending_other': '{{count}} pending',
  'members.drafts_one': '{{count}} draft',
  'members.drafts_other': '{{count}} drafts',
  'members.you': '{{name}} (you)',
  'members.unknown': 'Former member',
  'members.none': 'No member has an open request.',

  'keys.heading': 'Keyboard shortcuts',
  'keys.intro': 'When a request has the focus (Tab to it, or click an empty spot on it):',
  'keys.approve': 'Approve',
  'keys.reject': 'Reject',
  'keys.select': 'Select or unselect',
  'keys.next': 'Next request',
  'keys.previous': 'Previous request',

  'bulk.selectAll': 'Select all shown',
  'bulk.selected_one': '{{count}} selected',
  'bulk.selected_other': '{{count}} selected',
  'bulk.clear': 'Clear selection',
  'bulk.approve': 'Approve selected',
  'bulk.done_one': 'Approved {{count}} request.',
  'bulk.done_other': 'Approved {{count}} requests.',
  'bulk.partial':
    'Approved {{approved}} of {{total}}. The others could not be approved: their cards say why.',

  'card.label': '{{title}} by {{name}}, filed {{moment}}',
  'card.select': 'Select the request {{title}} by {{name}}',
  'card.submitted': 'Waiting since {{moment}}',
  'card.approve': 'Approve',
  'card.reject': 'Reject',
  'card.approveLabel': 'Approve the request {{title}} by {{name}}',
  'card.rejectLabel': 'Reject the request {{title}} by {{name}}',
  'card.toMember': 'All requests of {{name}}',
  'notice.approved': 'Approved: {{title}} by {{name}}.',
  'notice.rejected': 'Rejected: {{title}} by {{name}}.',

  'compare.heading': 'Before and after',
  'compare.loading': 'Loading the time before and after…',
  'compare.error': 'The time before and after could not be loaded.',
  'compare.now': 'Now',
  'compare.after': 'After approval',
  'compare.nothing': 'Nothing recorded',
  'compare.removed': 'Removed',
  'compare.gone': 'The entry no longer exists.',
  'compare.running': 'still running',

  'conflict.why':
    'The recorded time changed after the request was filed: approving it now would overlap other time, change an entry that is running again, or reach back further than the plan keeps.',
  'conflict.what': 'Reject it, or ask {{name}} to file a new request for the time as it is now.',
  'gone.why': 'It was withdrawn or reviewed by someone else meanwhile; the list is up to date now.',

  // /member/{id}/requests and /drafts
  'member.requestsLead': 'Every request {{name}} filed, newest first.',
  'member.ownRequestsLead':
    'Your requests, newest first. File and withdraw them on the Requests page.',
  'member.draftsLead':
    'Requests {{name}} started without an end. They reach the review once the end is filled in.',
  'member.ownDraftsLead':
    'Your drafts. Fill in their ends on the Drafts page to send them for review.',
  'member.toOwnRequests': 'Open my Requests page',
  'member.toOwnDrafts': 'Open my Drafts page',
  'member.listHeading': 'Requests',
  'member.draftsHeading': 'Drafts',
  'member.loading': 'Loading requests…',
  'member.error': 'The requests could not be loaded.',
  'member.emptyTitle': 'No requests',
  'member.emptyBody': '{{name}} has not filed any request of this kind and status.',
  'member.draftsEmptyTitle': 'No drafts',
  'member.draftsEmptyBody': '{{name}} has no draft waiting for its end.',
};

const ja: Catalogue<typeof en> = {
  'title.approvals': '承認',
  'title.memberRequests': '{{name}}さんの申請',
  'title.memberDrafts': '{{name}}さんの下書き',
  'title.member': 'このメンバー',

  'badge.label_one': 'あなたの承認待ちの申請が{{count}}件あります',
  'badge.label_other': 'あなたの承認待ちの申請が{{count}}件あります',

  'queue.lead':
    'チームから届いた、記録時間の追加・変更・削除の申請です。待ち時間の長い順に並んでいます。現在の記録と申請内容を見比べて、承認または却下してください。',
  'queue.noPermission.title': 'このワークスペースでは申請を承認できません',
  'queue.noPermission.body':
    '申請の承認には、時間の変更を管理する権限が必要です。必要な場合はオーナーに依頼してください。',
  'queue.heading': '承認待ち',
  'queue.loading': '承認待ちの申請を読み込んでいます…',
  'queue.error': '承認待ちの申請を読み込めませんでした。',
  'queue.retry': '再試行',
  'queue.empty.title': '承認待ちの申請はありません',
  'queue.empty.body': 'チームの申請は、提出されるとすぐここに表示されます。',
  'queue.showing': '{{total}}件中{{shown}}件を表示',
  'queue.loadMore': 'さらに読み込む',

  'members.heading': 'メンバー別の未処理の申請',
  'members.pending_one': '承認待ち{{count}}件',
  'members.pending_other': '承認待ち{{count}}件',
  'members.drafts_one': '下書き{{count}}件',
  'members.drafts_other': '下書き{{count}}件',
  'members.you': '{{name}}（あなた）',
  'members.unknown': '以前のメンバー',
  'members.none': '未処理の申請があるメンバーはいません。',

  'keys.heading': 'キーボードショートカット',
  'keys.intro': '申請にフォーカスがあるとき（タブキーで移動するか、申請の余白をクリック）：',
  'keys.approve': '承認',
  'keys.reject': '却下',
  'keys.select': '選択・選択解除',
  'keys.next': '次の申請',
  'keys.previous': '前の申請',

  'bulk.selectAll': '表示中をすべて選択',
  'bulk.selected_one': '{{count}}件を選択中',
  'bulk.selected_other': '{{count}}件を選択中',
  'bulk.clear': '選択を解除',
  'bulk.approve': '選択した申請を承認',
  'bulk.done_one': '{{count}}件の申請を承認しました。',
  'bulk.done_other': '{{count}}件の申請を承認しました。',
  'bulk.partial':
    '{{total}}件中{{approved}}件を承認しました。承認できなかった申請は、各カードに理由が表示されています。',

  'card.label': '{{name}}さんの{{title}}（{{moment}}に提出）',
  'card.select': '{{name}}さんの申請「{{title}}」を選択',
  'card.submitted': '{{moment}}から承認待ち',
  'card.approve': '承認',
  'card.reject': '却下',
  'card.approveLabel': '{{name}}さんの申請「{{title}}」を承認',
  'card.rejectLabel': '{{name}}さんの申請「{{title}}」を却下',
  'card.toMember': '{{name}}さんの申請をすべて見る',
  'notice.approved': '{{name}}さんの「{{title}}」を承認しました。',
  'notice.rejected': '{{name}}さんの「{{title}}」を却下しました。',

  'compare.heading': '変更前と変更後',
  'compare.loading': '変更前と変更後の時間を読み込んでいます…',
  'compare.error': '変更前と変更後の時間を読み込めませんでした。',
  'compare.now': '現在',
  'compare.after': '承認後',
  'compare.nothing': '記録なし',
  'compare.removed': '削除されます',
  'compare.gone': 'この記録はもう存在しません。',
  'compare.running': '記録中',

  'conflict.why':
    '申請の提出後に記録が変わったため、今承認すると他の時間と重なる、再び記録中になった項目を変更する、またはプランの保存期間より前にさかのぼることになります。',
  'conflict.what': '却下するか、現在の記録に合わせて申請し直すよう{{name}}さんに依頼してください。',
  'gone.why': 'この申請は取り下げられたか、別の人がすでに処理しました。一覧は最新の状態です。',

  'member.requestsLead': '{{name}}さんが提出したすべての申請です（新しい順）。',
  'member.ownRequestsLead':
    'あなたの申請です（新しい順）。申請の作成や取り下げは申請ページで行えます。',
  'member.draftsLead':
    '{{name}}さんが終了時刻なしで作成した申請です。終了時刻が入力されると承認待ちになります。',
  'member.ownDraftsLead':
    'あなたの下書きです。下書きページで終了時刻を入力すると承認待ちになります。',
  'member.toOwnRequests': '自分の申請ページを開く',
  'member.toOwnDrafts': '自分の下書きページを開く',
  'member.listHeading': '申請',
  'member.draftsHeading': '下書き',
  'member.loading': '申請を読み込んでいます…',
  'member.error': '申請を読み込めませんでした。',
  'member.emptyTitle': '申請はありません',
  'member.emptyBody': '{{name}}さんには、この種類・状態の申請はありません。',
  'member.draftsEmptyTitle': '下書きはありません',
  'member.draftsEmptyBody': '{{name}}さんには、終了時刻の入力を待っている下書きはありません。',
};

export const reviews: Namespace<typeof en> = { en, ja };
