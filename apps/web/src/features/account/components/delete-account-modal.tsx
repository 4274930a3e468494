import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSession, useSignOut } from '../../../lib/auth';
import { closeModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { useRequestAccountDeletion } from '../api/request-account-deletion';

/** Confirms, sends the deletion request, then signs the person out. */
export function DeleteAccountModal() {
  const { user } = useSession();
  const signOut = useSignOut();
  const request = useRequestAccountDeletion();
  const [confirm, setConfirm] = useState('');
  const inputId = useId();
  const ready = confirm.trim().toLowerCase() === 'delete' && user !== null;

  return (
    <Modal
      title="Delete your account"
      description="Your favorites, collections and subscription go with it. This cannot be undone."
      size="sm"
      onClose={closeModal}
    >
      <div className="stack" style={{ gap: 8 }}>
        <label htmlFor={inputId} className="field-label">
          Type “delete” to confirm
        </label>
        <input
          id={inputId}
          className="field-input"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
          <Button variant="ghost" onClick={closeModal}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={!ready}
            loading={request.isPending}
            onClick={() => {
              if (!user) return;
              request.mutate(user, {
                onSuccess: async () => {
                  closeModal();
                  await signOut();
                  toast.info('Your deletion request is in. We will confirm by email within 2 working days.');
                },
              });
            }}
          >
            Delete my account
          </Button>
        </div>
      </div>
    </Modal>
  );
}
