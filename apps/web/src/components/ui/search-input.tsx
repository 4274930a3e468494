import { MAX_FILTER_TEXT_LENGTH } from '@pageshelf/domain/filters';
import { type InputHTMLAttributes, useId } from 'react';
import { Icon } from './icon';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'maxLength'> {
  /** What is searched, for screen readers (the field shows a placeholder instead). */
  label: string;
  iconSize?: number;
  iconClassName?: string;
}

/**
 * The inside of a search box: its hidden label, the magnifier and the field, which takes as much text
 * as a search or a text filter keeps. The form around them, and any button, are the caller's.
 */
export function SearchInput({ label, iconSize = 16, iconClassName, ...input }: SearchInputProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={iconSize} className={iconClassName} />
      <input id={id} type="search" maxLength={MAX_FILTER_TEXT_LENGTH} {...input} />
    </>
  );
}
