// Signing in (and, as they are built, signing up and resetting a password): features/accounts.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'signIn.heading': 'Sign in to Punchcard',
  'signIn.email': 'E-mail address',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.noAccount': 'New to Punchcard?',
  'signIn.createAccount': 'Create an account',
  'validation.emailRequired': 'Enter your e-mail address.',
  'validation.emailInvalid': 'Enter an e-mail address such as name@example.com.',
  'validation.passwordRequired': 'Enter your password.',
};

const ja: Catalogue<typeof en> = {
  'signIn.heading': 'Punchcard にログイン',
  'signIn.email': 'メールアドレス',
  'signIn.password': 'パスワード',
  'signIn.submit': 'ログイン',
  'signIn.forgotPassword': 'パスワードをお忘れの方',
  'signIn.noAccount': 'はじめてご利用の方',
  'signIn.createAccount': 'アカウントを作成',
  'validation.emailRequired': 'メールアドレスを入力してください。',
  'validation.emailInvalid': 'メールアドレスを正しい形式で入力してください。',
  'validation.passwordRequired': 'パスワードを入力してください。',
};

export const auth: Namespace<typeof en> = { en, ja };
