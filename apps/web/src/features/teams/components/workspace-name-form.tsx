import type { CreateTeamRequest, TeamResponse } from '@pageshelf/contracts/teams';
import { TEAM_NAME_MAX_LENGTH } from '@pageshelf/domain/teams';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, type ButtonVariant } from '#components/ui/button';
import { Field } from '#components/ui/field';
import { FormAlert } from '#components/ui/form-alert';
import { refusalMessage } from '#lib/refusal-message';

interface WorkspaceNameFormProps {
  className: string;
  /** Sends the name: a new workspace's, or the owner's rename. */
  mutation: UseMutationResult<TeamResponse, Error, CreateTeamRequest>;
  /** What the field holds at first. */
  initialName: string;
  /** The workspace's name now: the same name again is not sent (a rename). */
  currentName?: string;
  placeholder?: string;
  submit: { label: string; variant: ButtonVariant };
  /** Said when the server gives no reason of its own. */
  failure: string;
  onSaved?: () => void;
}

/** A workspace's name, beside the button that sends it, and why it was not taken. */
export function WorkspaceNameForm({
  className,
  mutation,
  initialName,
  currentName,
  placeholder,
  submit,
  failure,
  onSaved,
}: WorkspaceNameFormProps) {
  const [name, setName] = useState(initialName);
  const sendable = name.trim() !== '' && name.trim() !== currentName;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    mutation.mutate({ name: name.trim() }, { onSuccess: onSaved });
  };
  return (
    <form className={className} onSubmit={send}>
      <Field label="Workspace name">
        {(id) => (
          <div className="inline-form">
            <input
              id={id}
              className="field-input"
              maxLength={TEAM_NAME_MAX_LENGTH}
              placeholder={placeholder}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                mutation.reset();
              }}
            />
            <Button type="submit" variant={submit.variant} loading={mutation.isPending} disabled={!sendable}>
              {submit.label}
            </Button>
          </div>
        )}
      </Field>
      <FormAlert>{mutation.isError && refusalMessage(mutation.error, failure)}</FormAlert>
    </form>
  );
}
