// The Japanese texts of errors.ts (split only to keep each file short); same keys, typed.
import type { ErrorTextKey } from '@/locales/errors';

export const ja: Record<ErrorTextKey, string> = {
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
  billing_disabled:
    'このサーバーでは課金が設定されていません。すべてのワークスペースで全機能をご利用いただけます。',
  subscription_exists:
    'このワークスペースにはすでにサブスクリプションがあります。変更または解約してください。',
  subscription_not_found:
    'このサブスクリプションは見つかりません。ページを再読み込みしてください。',
  trial_used: 'このワークスペースは無料トライアルをすでに利用しています。',
  price_not_found:
    'この料金はすでに提供されていません。ページを再読み込みして、もう一度プランを選択してください。',
  payment_method_not_found: 'このカードは登録されていません。ページを再読み込みしてください。',
  billing_provider_failed:
    '決済サービスに接続できませんでした。変更は行われていません。しばらくしてからもう一度お試しください。',
  webhook_signature_invalid: '決済サービスからの通知を検証できませんでした。',
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
  sso_provider_disabled: 'このPunchcardではこのサービスでのサインインが設定されていません。',
  sso_failed: 'サインインを完了できませんでした。サインイン画面からやり直してください。',
  sso_email_unverified: 'サービスがこのメールアドレスを確認していないため、使用できません。',
  sso_email_taken:
    'このメールアドレスは別のPunchcardアカウントで使われています。そのアカウントにサインインし、設定から連携してください。',
  sso_identity_taken: 'このサービスのアカウントは別のPunchcardアカウントに連携されています。',
  sso_already_linked: 'このサービスはすでにアカウントに連携されています。',
  sso_not_linked: 'このサービスはアカウントに連携されていません。',
  sso_last_sign_in_method:
    'これが唯一のサインイン方法です。先にパスワードを設定するか、別のサービスを連携してください。',
  password_already_set:
    'アカウントにはすでにパスワードがあります。セキュリティ設定で変更してください。',
  sso_required: 'このワークスペースでは会社のサービスでのサインインが必要です。',
  slack_not_configured: 'このPunchcardではSlackが設定されていません。',
  slack_not_connected: 'このワークスペースはSlackに接続されていません。',
  slack_team_taken: 'このSlackワークスペースは別のPunchcardワークスペースに接続されています。',
  slack_failed: 'Slackに接続できないか、要求が拒否されました。何も変更されていません。',
  slack_signature_invalid: 'Slackからの要求であることを確認できませんでした。',
  slack_link_invalid:
    'このSlackリンクは無効、使用済み、または期限切れです。Slackでもう一度コマンドを実行してください。',
};
