import type { Team } from '@pageshelf/contracts/teams';
import { checkInvite, INVITATION_TTL_MS } from '@pageshelf/domain/teams';
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Icon } from '#components/ui/icon';
import { refusalMessage } from '#lib/refusal-message';
import { toast } from '#lib/toast';
import { teamCalls, useTeamMutation } from '../api/team';
import { addChips, type EmailChip, splitAddresses } from './email-chips';

/**
 * Invite by email: several addresses at once (separated by commas or spaces, or pasted as a list), each
 * shown as a chip. Whether they fit is the domain's `checkInvite`; the API says why it refuses anything
 * else (already a member, not the owner).
 */
export function InviteForm({ team, onInvited }: { team: Team; onInvited?: (count: number) => void }) {
  const invite = useTeamMutation(teamCalls.invite);
  const [chips, setChips] = useState<EmailChip[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const take = (value: string) => {
    const addresses = splitAddresses(value);
    if (addresses.length > 0) setChips((current) => addChips(current, addresses));
    setText('');
    setProblem(null);
    invite.reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ' || event.key === ';') {
      if (text.trim() === '') {
        if (event.key !== 'Enter') event.preventDefault();
        return;
      }
      event.preventDefault();
      take(text);
    } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
      setChips((current) => current.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (splitAddresses(pasted).length > 1) {
      event.preventDefault();
      take(`${text} ${pasted}`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const all = addChips(chips, splitAddresses(text));
    setChips(all);
    setText('');
    if (all.length === 0) {
      setProblem('Type at least one email address.');
      return;
    }
    const invalid = all.filter((chip) => !chip.valid);
    if (invalid.length > 0) {
      setProblem(
        `${invalid.map((chip) => chip.email).join(', ')} ${invalid.length === 1 ? 'is not an email address' : 'are not email addresses'}. Remove or correct ${invalid.length === 1 ? 'it' : 'them'}.`,
      );
      return;
    }
    const full = checkInvite(team.size, team.invitations.length, team.capacity, all.length);
    if (full !== null) {
      setProblem(full);
      return;
    }
    setProblem(null);
    invite.mutate(
      { emails: all.map((chip) => chip.email) },
      {
        onSuccess: () => {
          setChips([]);
          toast.success(
            all.length === 1 ? `Invitation sent to ${all[0]?.email}` : `${all.length} invitations sent`,
          );
          onInvited?.(all.length);
        },
      },
    );
  };

  const error =
    problem ??
    (invite.isError ? refusalMessage(invite.error, 'The invitations were not sent. Try again.') : null);

  return (
    <form className="invite-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="field-label">
        Invite by email
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the chip box focuses its field */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the field itself takes the keyboard */}
      <div
        className={`chip-input ${error ? 'is-invalid' : ''}`}
        onClick={() => document.getElementById(inputId)?.focus()}
      >
        {chips.map((chip) => (
          <span key={chip.email} className={`email-chip ${chip.valid ? '' : 'is-invalid'}`}>
            {chip.email}
            <button
              type="button"
              aria-label={`Remove ${chip.email}`}
              onClick={(event) => {
                event.stopPropagation();
                setChips((current) => current.filter((item) => item.email !== chip.email));
                setProblem(null);
              }}
            >
              <Icon name="close" size={12} />
            </button>
          </span>
        ))}
        <input
          id={inputId}
          type="text"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          autoComplete="off"
          placeholder={chips.length === 0 ? 'ann@studio.com, bo@studio.com' : ''}
          value={text}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            const value = event.target.value;
            if (/[\s,;]/.test(value)) take(value);
            else setText(value);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (text.trim() !== '') take(text);
          }}
        />
      </div>
      <p id={hintId} className="field-hint">
        Separate addresses with commas or spaces. Each one gets a link that works for{' '}
        {Math.round(INVITATION_TTL_MS / 86_400_000)} days.
      </p>
      <FormAlert id={errorId}>{error}</FormAlert>
      <div>
        <Button
          type="submit"
          variant="primary"
          loading={invite.isPending}
          icon={<Icon name="mail" size={16} />}
          // The field keeps the focus: its blur would turn the typed address into a chip first, and a
          // chip that wraps to a new line moves this button down between mouse down and up, so the
          // click was lost. The submit takes the typed address itself.
          onMouseDown={(event) => event.preventDefault()}
        >
          {chips.length > 1 ? `Send ${chips.length} invitations` : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
