import type { ReactNode } from 'react';

interface FormAlertProps {
  /** Why the form's last attempt failed; nothing is shown while there is none (null, false, ''). */
  children: ReactNode;
  id?: string;
  /** A class beside `form-alert`, for the form's own placement. */
  className?: string;
}

/** A form's failure, read out when it appears. */
export function FormAlert({ children, id, className }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} className={className ? `form-alert ${className}` : 'form-alert'} role="alert">
      {children}
    </p>
  );
}
