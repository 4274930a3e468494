import {
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_NAME_LENGTH,
} from '@pageshelf/contracts/collections';
import type { Ref } from 'react';
import { Field } from '#components/ui/field';

interface NameInputProps {
  id: string;
  value: string;
  onChange: (name: string) => void;
  /** Focused when its dialog opens. */
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A collection's name, within the contracts' length. */
export function CollectionNameInput({ id, value, onChange, autoFocus = false, inputRef }: NameInputProps) {
  return (
    <input
      id={id}
      ref={inputRef}
      className="field-input"
      value={value}
      maxLength={MAX_COLLECTION_NAME_LENGTH}
      placeholder="e.g. Onboarding ideas"
      required
      data-autofocus={autoFocus || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface CollectionFieldsProps {
  name: string;
  onName: (name: string) => void;
  description: string;
  onDescription: (description: string) => void;
  descriptionLabel?: string;
  autoFocus?: boolean;
}

/** The name and description of a collection, as created and as edited in its settings. */
export function CollectionFields({
  name,
  onName,
  description,
  onDescription,
  descriptionLabel = 'Description',
  autoFocus = false,
}: CollectionFieldsProps) {
  return (
    <>
      <Field label="Name">
        {(id) => <CollectionNameInput id={id} value={name} onChange={onName} autoFocus={autoFocus} />}
      </Field>
      <Field label={descriptionLabel}>
        {(id) => (
          <textarea
            id={id}
            className="field-input field-textarea"
            value={description}
            maxLength={MAX_COLLECTION_DESCRIPTION_LENGTH}
            rows={3}
            onChange={(event) => onDescription(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
