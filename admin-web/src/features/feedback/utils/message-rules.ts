// What the API accepts (shared FEEDBACK_LIMITS), checked before sending so a mistake is shown
// beside its field instead of as a refusal.
import { FEEDBACK_LIMITS, type FeedbackKind, type SupportCategory } from '@punchcard/shared';

export interface FeedbackValues {
  kind: FeedbackKind;
  /** 0 when no star is chosen. */
  rating: number;
  message: string;
  mayContact: boolean;
}

export interface SupportValues {
  category: SupportCategory | null;
  subject: string;
  message: string;
  email: string;
}

export type MessageError = 'validation.messageRequired' | 'validation.messageTooLong';
export type SubjectError = 'validation.subjectRequired' | 'validation.subjectTooLong';

export interface FeedbackErrors {
  message?: MessageError;
}

export interface SupportErrors {
  category?: 'validation.categoryRequired';
  subject?: SubjectError;
  message?: MessageError;
  email?: 'validation.emailInvalid';
}

// The API counts UTF-16 units (class-validator's MaxLength), as `length` does.
function messageError(message: string): MessageError | undefined {
  const trimmed = message.trim();
  if (trimmed === '') return 'validation.messageRequired';
  if (trimmed.length > FEEDBACK_LIMITS.message) return 'validation.messageTooLong';
  return undefined;
}

function subjectError(subject: string): SubjectError | undefined {
  const trimmed = subject.trim();
  if (trimmed === '') return 'validation.subjectRequired';
  if (trimmed.length > FEEDBACK_LIMITS.subject) return 'validation.subjectTooLong';
  return undefined;
}

/** Something, an @, something, a dot, something: the server checks the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function withoutUndefined<T extends object>(errors: T): T {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as T;
}

export function feedbackErrors(values: FeedbackValues): FeedbackErrors {
  return withoutUndefined({ message: messageError(values.message) });
}

export function supportErrors(values: SupportValues): SupportErrors {
  const email = values.email.trim();
  return withoutUndefined({
    category: values.category === null ? ('validation.categoryRequired' as const) : undefined,
    subject: subjectError(values.subject),
    message: messageError(values.message),
    email:
      EMAIL.test(email) && email.length <= FEEDBACK_LIMITS.email
        ? undefined
        : ('validation.emailInvalid' as const),
  });
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
