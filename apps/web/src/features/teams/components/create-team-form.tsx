import { toast } from '#lib/toast';
import { teamCalls, useTeamMutation } from '../api/team';
import { WorkspaceNameForm } from './workspace-name-form';

/** A new workspace, owned by the person who names it. */
export function CreateTeamForm({ suggestedName }: { suggestedName?: string }) {
  const create = useTeamMutation(teamCalls.create, (answer) =>
    toast.success(`${answer.team?.name ?? 'Your workspace'} is ready`),
  );
  return (
    <WorkspaceNameForm
      className="team-create"
      mutation={create}
      initialName={suggestedName ?? ''}
      placeholder="Acme design team"
      submit={{ label: 'Create workspace', variant: 'primary' }}
      failure="The workspace was not created. Try again."
    />
  );
}
