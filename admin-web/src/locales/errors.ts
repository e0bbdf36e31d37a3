// What a person reads when the API refuses something: one sentence or two per error key of
// shared (typed, so a key added there fails the build until both languages have it), plus the
// client's own key for "no answer at all". Loaded when the first error is shown.
import type { ErrorKey } from '@punchcard/shared';

import type { NoAnswerErrorKey } from '@/lib/api-client';
import type { Namespace } from '@/locales/catalogue';

export type ErrorTextKey = ErrorKey | NoAnswerErrorKey;

const en: Record<ErrorTextKey, string> = {
  // Generic catalogue
  'error.bad_request': 'Some of what you entered is not valid. Check it and try again.',
  'error.unauthorized': 'You are signed out. Sign in and try again.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.api_key_not_allowed':
    'An API key works only inside its workspace. Sign in to Punchcard to do this.',
  'error.not_found': 'We could not find what you were looking for. It may have been deleted.',
  'error.conflict': 'This clashes with a change made meanwhile. Refresh the page and try again.',
  'error.precondition_failed':
    'This cannot be done right now. Refresh the page to see the latest state and try again.',
  'error.too_many_requests': 'Too many attempts. Wait a moment and try again.',
  'error.payload_too_large': 'What you sent is too large. Shorten it and try again.',
  'error.unsupported_media_type':
    'Punchcard cannot read what was sent. Refresh the page and try again.',
  'error.service_unavailable': 'Punchcard is temporarily unavailable. Try again in a few minutes.',
  'error.internal_error': 'Something went wrong on our side. Try again later.',
  'error.payment_method.declined':
    'Your payment method was declined. Use another card, or contact your card issuer.',
  'error.unknown': 'Could not reach Punchcard. Check your connection and try again.',

  // Sign-up, sign-in, password and PIN
  signup_conflict: 'An account with this e-mail address already exists. Sign in instead.',
  signup_not_verified:
    'No sign-up is waiting for this e-mail address. Request a new verification code.',
  signup_expired:
    'This verification code is wrong, expired or used up. Check it, or request a new one.',
  'signin.bad_request': 'The e-mail address or password is wrong.',
  'forgot_password.not_found': 'No account uses this e-mail address.',
  reset_password_not_found:
    'This password reset link is invalid, already used or expired. Request a new one.',
  reset_pin_not_found: 'This PIN reset link is invalid, already used or expired.',
  reset_pin_bad_request: 'This PIN cannot be used. Choose another one.',
  'account.messages.account_not_found': 'This account no longer exists.',
  'account.messages.invalid_pin': 'The PIN is wrong.',
  'account.messages.profile_not_found': 'This profile no longer exists.',
  'account.messages.profle_bad_request': 'Enter a first name or a last name.',
  'account.messages.edit_password_error': 'Your current password is wrong.',
  'kiosk.messages.precondition_failed':
    'Recording locations is not included in this workspace’s plan.',

  // Kiosks
  kiosk_not_found: 'This kiosk does not exist in this workspace.',
  kiosk_name_empty: 'A kiosk needs a name.',
  kiosk_revoked: 'This kiosk was removed. Register it again to use it.',
  kiosk_pairing_code_invalid: 'This pairing code is wrong. Check it and type it again.',
  kiosk_pairing_code_expired:
    'This pairing code has expired. Ask a manager for a new one in the workspace settings.',
  kiosk_pairing_code_used:
    'This pairing code was already used. Ask a manager for a new one in the workspace settings.',
  kiosk_public_key_invalid: 'This device sent a key Punchcard cannot use. Update the kiosk app.',
  kiosk_locked: 'This kiosk is locked by a manager.',
  kiosk_disabled: 'The kiosk is turned off in this workspace’s settings.',
  kiosk_card_uid_invalid: 'A card number is 8, 14 or 20 hexadecimal digits (0-9, A-F).',
  kiosk_card_taken: 'This card already belongs to a member of this workspace. Unbind it first.',
  kiosk_card_not_found: 'This card is not bound to this member.',
  kiosk_method_disabled:
    'This way of identifying is turned off in this workspace’s kiosk settings.',
  kiosk_pin_ambiguous: 'This PIN is shared with another member. Set a new PIN in the web app.',
  kiosk_credential_unknown: 'This badge or card is not known here.',
  'kiosk.punch.malformed': 'The kiosk sent a punch Punchcard cannot read. Update the kiosk app.',
  'kiosk.punch.bad_hash':
    'This punch was changed after the kiosk recorded it, so it was not applied.',
  'kiosk.punch.bad_signature':
    'This punch is not signed by this kiosk’s key, so it was not applied. Pair the kiosk again.',
  'kiosk.punch.broken_chain':
    'This punch does not follow the kiosk’s previous punch, so it was not applied. Pair the kiosk again.',
  'kiosk.punch.seq_gap':
    'An earlier punch of this kiosk has not arrived yet; this one waits for it.',
  'kiosk.punch.replayed_seq':
    'The kiosk sent a different punch under a number it had already used, so it was not applied.',
  'kiosk.punch.stale_seq':
    'This punch is older than the kiosk’s last recorded punch and cannot be checked, so it was not applied.',
  'kiosk.punch.at_in_future': 'This punch is dated in the future: check the kiosk’s clock.',
  'kiosk.punch.too_old': 'This punch is older than this workspace accepts, so it was not applied.',
  'kiosk.punch.selfie_required':
    'This workspace needs a photo with every kiosk punch, and this one had none.',

  // Workspaces, members, invitations, clients
  add_workspace_error: 'The workspace could not be created. Check its name and time zone.',
  workspace_name_error: 'Enter a name for the workspace.',
  workspace_nickname_empty: 'A nickname cannot be empty.',
  workspace_not_found: 'This workspace does not exist, or you are not a member of it.',
  member_not_found: 'This member is not in the workspace.',
  client_not_found: 'This client does not exist.',
  client_name_empty: 'A client needs a name.',
  invitation_not_found: 'This invitation is invalid, already accepted or expired.',
  profile_not_found: 'The invited person’s account could not be found.',
  conflict_user: 'This person is already a member of the workspace.',
  add_member_forbidden:
    'The workspace’s plan has no room for more members. Upgrade the plan or remove someone first.',
  'clients.messages.add_project_forbidden':
    'You do not have permission to add clients to projects.',

  // Plans, uploads, catalogue objects
  plan_feature_unavailable: 'This feature is not included in the workspace’s plan.',
  upload_missing: 'Choose an image to upload.',
  upload_invalid_type: 'Only JPEG, PNG and WebP images can be uploaded.',
  upload_too_large: 'The image is too large. Images may be at most 2 MB.',
  member_last_super_owner:
    'The workspace needs an active super owner. Make someone else super owner first.',
  member_role_not_allowed: 'You cannot give or change this role.',
  tag_name_empty: 'A tag needs a name.',
  tag_conflict: 'A tag with this name already exists.',
  tag_not_found: 'This tag does not exist.',
  category_name_empty: 'A category needs a name.',
  category_not_found: 'This category does not exist.',
  category_in_use:
    'Tasks or activities use this category. Choose another category for them before deleting it.',
  project_not_found: 'This project does not exist.',
  task_not_found: 'This task does not exist.',
  task_name_empty: 'A task needs a name.',
  currency_invalid: 'Choose a valid currency.',
  time_modification_not_allowed:
    'This workspace does not allow changing past time directly. File a request instead.',
  delete_window_passed:
    'Entries can only be deleted within a minute of ending. File a request instead.',
  workspace_time_required: 'Clock in first: this workspace records activities during work time.',

  // Projects and tasks
  'projects.messages.create_project_error': 'Enter a project name.',
  'projects.messages.conflict_project': 'A project with this name already exists.',
  'projects.messages.conflict_member': 'This person is already a member of the project.',
  'projects.messages.add_member_forbidden': 'You cannot add members to this project.',
  'projects.messages.member_not_found': 'This person is not a member of the project.',
  'projects.messages.delete_client_internal':
    'The client could not be removed from the project. Try again later.',
  'tasks.messages.contains_timestamps':
    'Time has been recorded on this task, so it cannot be deleted. Archive it instead.',

  // Workspace time and breaks
  already_clocked_in: 'You are already clocked in.',
  start_break_failed: 'You cannot start a break: you are not clocked in, or already on a break.',
  member_start_break_failed:
    'The break cannot start: the member is not clocked in, or already on a break.',
  member_already_clocked_in: 'The member is already clocked in.',
  open_break_not_found: 'No break is running.',
  open_time_not_found: 'You are not clocked in.',
  member_open_time_not_found: 'The member is not clocked in.',
  not_found: 'This work time does not exist.',
  break_not_found: 'This break does not exist.',
  update_failed: 'The work time could not be saved. Try again.',
  delete_failed: 'The work time could not be deleted. Try again.',
  break_update_failed: 'The break could not be saved. Try again.',
  update_conflict: 'The work time would overlap another one, or leave a break outside it.',
  break_update_conflict: 'The break would overlap another break, or fall outside its work time.',
  break_add_conflict: 'The break would overlap another break, or fall outside its work time.',
  add_conflict: 'The work time would overlap another one.',

  // Activities
  details_invalid:
    'Some required details are missing, or the start time is not allowed. Check the activity.',
  update_invalid:
    'The times are not valid: an activity ends after it starts, and not in the future.',
  past_activity_invalid:
    'The times are not valid: a past activity ends after it starts, and not in the future.',
  stop_bad_request: 'An activity must run at least one second.',
  invalid_details: 'Some details of the activity are not valid.',
  activity_conflict: 'The activity would overlap another one of yours.',
  activity_not_found: 'This activity does not exist.',
  timestamp_stopped: 'This activity was already stopped.',
  update_deleted: 'This activity was deleted.',
  timestamp_deleted_already: 'This activity is already deleted.',

  // Requests
  activity_conflict_or_pending:
    'The activity would overlap another one, or already has a request waiting for review.',
  add_break_conflict: 'The break would overlap another break, or fall outside its work time.',
  workspace_time_conflict:
    'The work time would overlap another one, or already has a request waiting for review.',
  workspace_time_not_found: 'This work time does not exist.',
  break_time_not_found: 'This break does not exist.',
  review_activity_conflict:
    'The request cannot be approved: the activity would overlap another one.',
  review_workspace_time_conflict:
    'The request cannot be approved: the work time would overlap another one.',
  review_break_conflict:
    'The request cannot be approved: the break would overlap another break or fall outside its work time.',
  review_activity_not_found: 'This request is no longer waiting for review.',
  review_workspace_time_not_found: 'This request is no longer waiting for review.',
  review_break_not_found: 'This request is no longer waiting for review.',
  delete_not_found: 'This request does not exist.',
  delete_invalid: 'This deletion request is not valid. A running activity must be stopped first.',
  delete_something_wrong: 'This request has already been reviewed and can no longer be withdrawn.',
  period_sealed:
    'This time is in a sealed payroll period and can no longer change. An owner can reopen the period.',
  seal_not_found: 'This sealed period does not exist.',
  seal_conflict: 'Part of this period is already sealed.',
  seal_already_reopened: 'This period has already been reopened.',
};

const ja: Record<ErrorTextKey, string> = {
  // Generic catalogue
  'error.bad_request': '入力内容に誤りがあります。確認してもう一度お試しください。',
  'error.unauthorized': 'ログインしていません。ログインしてもう一度お試しください。',
  'error.forbidden': 'この操作を行う権限がありません。',
  'error.api_key_not_allowed':
    'API キーは発行したワークスペースの中でしか使えません。この操作は Punchcard にログインして行ってください。',
  'error.not_found': 'お探しのデータが見つかりませんでした。削除された可能性があります。',
  'error.conflict': '他の変更と競合しました。ページを再読み込みしてからもう一度お試しください。',
  'error.precondition_failed':
    '現在この操作は行えません。ページを再読み込みして最新の状態を確認し、もう一度お試しください。',
  'error.too_many_requests': '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  'error.payload_too_large': '送信した内容が大きすぎます。短くしてからもう一度お試しください。',
  'error.unsupported_media_type':
    '送信された内容を読み取れません。ページを再読み込みしてからもう一度お試しください。',
  'error.service_unavailable':
    'Punchcard は一時的に利用できません。数分後にもう一度お試しください。',
  'error.internal_error': 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
  'error.payment_method.declined':
    'お支払い方法が承認されませんでした。別のカードをお使いいただくか、カード会社にお問い合わせください。',
  'error.unknown': 'Punchcard に接続できませんでした。通信環境を確認してもう一度お試しください。',

  // Sign-up, sign-in, password and PIN
  signup_conflict: 'このメールアドレスのアカウントはすでに存在します。ログインしてください。',
  signup_not_verified:
    'このメールアドレスでの登録手続きが見つかりません。確認コードをもう一度請求してください。',
  signup_expired:
    '確認コードが正しくないか、有効期限が切れているか、入力回数の上限に達しました。確認するか、新しいコードを請求してください。',
  'signin.bad_request': 'メールアドレスまたはパスワードが正しくありません。',
  'forgot_password.not_found': 'このメールアドレスで登録されたアカウントはありません。',
  reset_password_not_found:
    'このパスワード再設定リンクは無効か、使用済みか、有効期限が切れています。もう一度お手続きください。',
  reset_pin_not_found: 'このPIN再設定リンクは無効か、使用済みか、有効期限が切れています。',
  reset_pin_bad_request: 'このPINは使用できません。別のPINを設定してください。',
  'account.messages.account_not_found': 'このアカウントは存在しません。',
  'account.messages.invalid_pin': 'PINが正しくありません。',
  'account.messages.profile_not_found': 'このプロフィールは存在しません。',
  'account.messages.profle_bad_request': '姓または名を入力してください。',
  'account.messages.edit_password_error': '現在のパスワードが正しくありません。',
  'kiosk.messages.precondition_failed':
    '位置情報の記録は、このワークスペースのプランではご利用いただけません。',

  // Kiosks
  kiosk_not_found: 'このキオスクはこのワークスペースにありません。',
  kiosk_name_empty: 'キオスク名を入力してください。',
  kiosk_revoked: 'このキオスクは削除されました。使うには登録し直してください。',
  kiosk_pairing_code_invalid:
    'ペアリングコードが正しくありません。確認してもう一度入力してください。',
  kiosk_pairing_code_expired:
    'ペアリングコードの有効期限が切れています。ワークスペース設定で管理者に新しいコードを発行してもらってください。',
  kiosk_pairing_code_used:
    'このペアリングコードはすでに使われています。ワークスペース設定で管理者に新しいコードを発行してもらってください。',
  kiosk_public_key_invalid: 'この端末の鍵は使用できません。キオスクアプリを更新してください。',
  kiosk_locked: 'このキオスクは管理者によってロックされています。',
  kiosk_disabled: 'このワークスペースの設定でキオスクがオフになっています。',
  kiosk_card_uid_invalid: 'カード番号は16進数で8桁、14桁、または20桁です。',
  kiosk_card_taken:
    'このカードはすでにこのワークスペースのメンバーに登録されています。先に登録を解除してください。',
  kiosk_card_not_found: 'このカードはこのメンバーに登録されていません。',
  kiosk_method_disabled: 'この識別方法はワークスペースのキオスク設定でオフになっています。',
  kiosk_pin_ambiguous:
    'このPINは他のメンバーと重複しています。ウェブアプリで新しいPINを設定してください。',
  kiosk_credential_unknown: 'このバッジまたはカードは登録されていません。',
  'kiosk.punch.malformed':
    'キオスクから読み取れない打刻が届きました。キオスクアプリを更新してください。',
  'kiosk.punch.bad_hash': 'この打刻はキオスクでの記録後に変更されたため、反映されませんでした。',
  'kiosk.punch.bad_signature':
    'この打刻はこのキオスクの鍵で署名されていないため、反映されませんでした。キオスクを再ペアリングしてください。',
  'kiosk.punch.broken_chain':
    'この打刻はキオスクの直前の打刻に続いていないため、反映されませんでした。キオスクを再ペアリングしてください。',
  'kiosk.punch.seq_gap':
    'このキオスクの前の打刻がまだ届いていません。この打刻はそれを待っています。',
  'kiosk.punch.replayed_seq':
    'キオスクが使用済みの番号で別の打刻を送ったため、反映されませんでした。',
  'kiosk.punch.stale_seq':
    'この打刻はキオスクの最後の記録より古く確認できないため、反映されませんでした。',
  'kiosk.punch.at_in_future':
    'この打刻は未来の日時になっています。キオスクの時計を確認してください。',
  'kiosk.punch.too_old':
    'この打刻はこのワークスペースが受け付ける期間より古いため、反映されませんでした。',
  'kiosk.punch.selfie_required':
    'このワークスペースではキオスクの打刻に写真が必要ですが、この打刻には写真がありませんでした。',

  // Workspaces, members, invitations, clients
  add_workspace_error:
    'ワークスペースを作成できませんでした。名前とタイムゾーンを確認してください。',
  workspace_name_error: 'ワークスペース名を入力してください。',
  workspace_nickname_empty: 'ニックネームを入力してください。',
  workspace_not_found: 'このワークスペースは存在しないか、あなたはメンバーではありません。',
  member_not_found: 'このメンバーはワークスペースにいません。',
  client_not_found: 'このクライアントは存在しません。',
  client_name_empty: 'クライアント名を入力してください。',
  invitation_not_found: 'この招待は無効か、承認済みか、有効期限が切れています。',
  profile_not_found: '招待されたユーザーのアカウントが見つかりません。',
  conflict_user: 'このユーザーはすでにワークスペースのメンバーです。',
  add_member_forbidden:
    'このワークスペースのプランでは、これ以上メンバーを追加できません。プランを変更するか、メンバーを減らしてください。',
  'clients.messages.add_project_forbidden':
    'プロジェクトにクライアントを追加する権限がありません。',

  // Plans, uploads, catalogue objects
  plan_feature_unavailable: 'この機能は、このワークスペースのプランではご利用いただけません。',
  upload_missing: 'アップロードする画像を選択してください。',
  upload_invalid_type: 'アップロードできるのは JPEG・PNG・WebP 形式の画像のみです。',
  upload_too_large: '画像のサイズが大きすぎます。2 MB 以下の画像を選択してください。',
  member_last_super_owner:
    'ワークスペースには有効なスーパーオーナーが必要です。先に別のメンバーをスーパーオーナーにしてください。',
  member_role_not_allowed: 'このロールを付与・変更することはできません。',
  tag_name_empty: 'タグ名を入力してください。',
  tag_conflict: '同じ名前のタグがすでにあります。',
  tag_not_found: 'このタグは存在しません。',
  category_name_empty: 'カテゴリ名を入力してください。',
  category_not_found: 'このカテゴリは存在しません。',
  category_in_use:
    'このカテゴリはタスクや作業記録で使われています。削除する前に、代わりのカテゴリを選んでください。',
  project_not_found: 'このプロジェクトは存在しません。',
  task_not_found: 'このタスクは存在しません。',
  task_name_empty: 'タスク名を入力してください。',
  currency_invalid: '有効な通貨を選択してください。',
  time_modification_not_allowed:
    'このワークスペースでは過去の記録を直接変更できません。代わりに申請してください。',
  delete_window_passed: '記録を削除できるのは終了後1分以内です。代わりに申請してください。',
  workspace_time_required:
    '先に出勤を打刻してください。このワークスペースでは勤務中の作業のみ記録できます。',

  // Projects and tasks
  'projects.messages.create_project_error': 'プロジェクト名を入力してください。',
  'projects.messages.conflict_project': '同じ名前のプロジェクトがすでにあります。',
  'projects.messages.conflict_member': 'このユーザーはすでにプロジェクトのメンバーです。',
  'projects.messages.add_member_forbidden': 'このプロジェクトにはメンバーを追加できません。',
  'projects.messages.member_not_found': 'このユーザーはプロジェクトのメンバーではありません。',
  'projects.messages.delete_client_internal':
    'プロジェクトからクライアントを外せませんでした。時間をおいてもう一度お試しください。',
  'tasks.messages.contains_timestamps':
    'このタスクには作業時間が記録されているため削除できません。代わりにアーカイブしてください。',

  // Workspace time and breaks
  already_clocked_in: 'すでに出勤しています。',
  start_break_failed: '休憩を開始できません。出勤していないか、すでに休憩中です。',
  member_start_break_failed:
    '休憩を開始できません。このメンバーは出勤していないか、すでに休憩中です。',
  member_already_clocked_in: 'このメンバーはすでに出勤しています。',
  open_break_not_found: '休憩中ではありません。',
  open_time_not_found: '出勤していません。',
  member_open_time_not_found: 'このメンバーは出勤していません。',
  not_found: 'この勤務記録は存在しません。',
  break_not_found: 'この休憩記録は存在しません。',
  update_failed: '勤務記録を保存できませんでした。もう一度お試しください。',
  delete_failed: '勤務記録を削除できませんでした。もう一度お試しください。',
  break_update_failed: '休憩記録を保存できませんでした。もう一度お試しください。',
  update_conflict: '他の勤務記録と重なるか、休憩が勤務時間の外に出てしまいます。',
  break_update_conflict: '他の休憩と重なるか、勤務時間の外に出てしまいます。',
  break_add_conflict: '他の休憩と重なるか、勤務時間の外に出てしまいます。',
  add_conflict: '他の勤務記録と時間が重なっています。',

  // Activities
  details_invalid:
    '必須の項目が入力されていないか、開始時刻が範囲外です。作業の内容を確認してください。',
  update_invalid:
    '時刻が正しくありません。終了時刻は開始時刻より後で、現在時刻より前にしてください。',
  past_activity_invalid:
    '時刻が正しくありません。終了時刻は開始時刻より後で、現在時刻より前にしてください。',
  stop_bad_request: '作業は1秒以上記録する必要があります。',
  invalid_details: '作業の内容に正しくない項目があります。',
  activity_conflict: 'あなたの他の作業記録と時間が重なっています。',
  activity_not_found: 'この作業記録は存在しません。',
  timestamp_stopped: 'この作業はすでに終了しています。',
  update_deleted: 'この作業記録は削除されています。',
  timestamp_deleted_already: 'この作業記録はすでに削除されています。',

  // Requests
  activity_conflict_or_pending:
    '他の作業記録と時間が重なっているか、この記録にはすでに承認待ちの申請があります。',
  add_break_conflict: '他の休憩と重なるか、勤務時間の外に出てしまいます。',
  workspace_time_conflict:
    '他の勤務記録と時間が重なっているか、この記録にはすでに承認待ちの申請があります。',
  workspace_time_not_found: 'この勤務記録は存在しません。',
  break_time_not_found: 'この休憩記録は存在しません。',
  review_activity_conflict: '他の作業記録と時間が重なるため、この申請は承認できません。',
  review_workspace_time_conflict: '他の勤務記録と時間が重なるため、この申請は承認できません。',
  review_break_conflict:
    '他の休憩と重なるか勤務時間の外に出てしまうため、この申請は承認できません。',
  review_activity_not_found: 'この申請はすでに承認待ちではありません。',
  review_workspace_time_not_found: 'この申請はすでに承認待ちではありません。',
  review_break_not_found: 'この申請はすでに承認待ちではありません。',
  delete_not_found: 'この申請は存在しません。',
  delete_invalid: 'この削除申請は正しくありません。実行中の作業は先に終了してください。',
  delete_something_wrong: 'この申請はすでに承認または却下されているため、取り下げできません。',
  period_sealed:
    'この時間は締め済みの給与期間に含まれるため変更できません。オーナーが期間を再開できます。',
  seal_not_found: 'この締め済み期間は存在しません。',
  seal_conflict: 'この期間の一部はすでに締められています。',
  seal_already_reopened: 'この期間はすでに再開されています。',
};

export const errors: Namespace<typeof en> = { en, ja };
