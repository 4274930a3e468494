import { TEAM_NAME_MAX_LENGTH } from '@pageshelf/domain/teams';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#components/ui/button';
import { refusalMessage } from '#lib/refusal-message';
import { toast } from '#lib/toast';
import { teamCalls, useTeamMutation } from '../api/team';

/** A new workspace, owned by the person who names it. */
export function CreateTeamForm({ suggestedName }: { suggestedName?: string }) {
  const create = useTeamMutation(teamCalls.create, (answer) =>
    toast.success(`${answer.team?.name ?? 'Your workspace'} is ready`),
  );
  const [name, setName] = useState(suggestedName ?? '');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({ name: name.trim() });
  };
  return (
    <form className="team-create" onSubmit={submit}>
      <label htmlFor={inputId} className="field-label">
        Workspace name
      </label>
      <div className="inline-form">
        <input
          id={inputId}
          className="field-input"
          maxLength={TEAM_NAME_MAX_LENGTH}
          placeholder="Acme design team"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            create.reset();
          }}
        />
        <Button type="submit" variant="primary" loading={create.isPending} disabled={!name.trim()}>
          Create workspace
        </Button>
      </div>
      {create.isError ? (
        <p className="form-alert" role="alert">
          {refusalMessage(create.error, 'The workspace was not created. Try again.')}
        </p>
      ) : null}
    </form>
  );
}
