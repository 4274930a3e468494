import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { resetAnalytics } from '#lib/analytics';
import { deleteSession, useForgetSession, useSession } from '#lib/auth';
import { closeModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Deletes the account for good once the person types its email again (a plain "yes" is too easy to
 * click through), then signs out and goes home.
 */
export function DeleteAccountModal() {
  const { user } = useSession();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const [confirm, setConfirm] = useState('');
  const inputId = useId();
  const hintId = useId();
  const ready = user !== null && confirm.trim().toLowerCase() === user.email;

  return (
    <Modal
      title="Delete your account"
      description="Your favorites, collections and subscription go with it. This cannot be undone."
      size="sm"
      onClose={closeModal}
    >
      <form
        className="stack"
        style={{ gap: 8 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!user || !ready) return;
          deletion.mutate(
            { email: user.email },
            {
              onSuccess: async () => {
                closeModal();
                // The account's sessions went with it: the user is forgotten here even when the call
                // that clears the session cookie fails (the next session check clears it anyway).
                await deleteSession('caller').catch(() => undefined);
                forgetSession();
                resetAnalytics();
                void navigate(paths.home.href(), { replace: true });
                toast.success('Your account has been deleted');
              },
            },
          );
        }}
      >
        <label htmlFor={inputId} className="field-label">
          Type your email to confirm
        </label>
        <input
          id={inputId}
          className="field-input"
          type="email"
          autoComplete="off"
          aria-describedby={hintId}
          placeholder={user?.email}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <p id={hintId} className="muted" style={{ fontSize: 13, margin: 0 }}>
          {user ? `Signed in as ${user.email}` : null}
        </p>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
          <Button type="button" variant="ghost" onClick={closeModal}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!ready} loading={deletion.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
