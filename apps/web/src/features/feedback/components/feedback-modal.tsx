import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../../lib/auth';
import { closeModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { useSendFeedback } from '../api/send-feedback';

/** Feedback to the team, with the page it was sent from. */
export function FeedbackModal() {
  const { signedIn } = useSession();
  const location = useLocation();
  const send = useSendFeedback();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const messageId = useId();
  const emailId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    send.mutate(
      {
        message: message.trim(),
        page: location.pathname,
        ...(!signedIn && email.trim() ? { email: email.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success('Thanks! Your feedback reached the team.');
          closeModal();
        },
      },
    );
  };

  return (
    <Modal
      title="Send feedback"
      description="A missing app, a bug, an idea: we read every message."
      size="sm"
      onClose={closeModal}
    >
      <form className="stack" style={{ gap: 8 }} onSubmit={submit}>
        <label htmlFor={messageId} className="field-label">
          Your message
        </label>
        <textarea
          id={messageId}
          className="field-input field-textarea"
          rows={5}
          maxLength={5000}
          required
          data-autofocus
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {signedIn ? null : (
          <>
            <label htmlFor={emailId} className="field-label">
              Email (optional, if you'd like an answer)
            </label>
            <input
              id={emailId}
              className="field-input"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </>
        )}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="submit" variant="primary" loading={send.isPending} disabled={!message.trim()}>
            Send feedback
          </Button>
        </div>
      </form>
    </Modal>
  );
}
