import type { ReactNode } from 'react';

interface ErrorAlertProps {
  title: string;
  children?: ReactNode;
}

/** An error a person can act on: what happened in large type, then what to do. */
export function ErrorAlert({ title, children }: ErrorAlertProps) {
  return (
    <div className="error-alert" role="alert">
      <p className="error-alert__title">{title}</p>
      {children}
    </div>
  );
}
