import { type ReactNode, useId } from 'react';

interface FieldProps {
  /** What the field asks for, shown above it. */
  label: ReactNode;
  /** The label's class: `field-label` unless the form styles its own. */
  labelClassName?: string;
  /** The control the label names (an input, a textarea, a select, or a row holding one), given its id. */
  children: (id: string) => ReactNode;
}

/** A form field under its label: the label points at the control through an id made here. */
export function Field({ label, labelClassName = 'field-label', children }: FieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children(id)}
    </>
  );
}
