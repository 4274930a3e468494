import { MAX_FEEDBACK_LENGTH } from '@pageshelf/contracts/feedback';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '#components/ui/button';
import { Field } from '#components/ui/field';
import { FormAlert } from '#components/ui/form-alert';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { closeModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useSendFeedback } from '../api/send-feedback';
import { captureView } from '../lib/capture-view';
import './feedback.css';

type Screenshot =
  | { state: 'off' }
  | { state: 'capturing' }
  | { state: 'ready'; dataUrl: string }
  | { state: 'failed' };

/**
 * Feedback to the team (signed in): a message, the page it was sent from and, if the person ticks it, a
 * screenshot of the page as they see it (the dialog left out). Visitors are asked to sign in first.
 */
export function FeedbackModal() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) {
    return (
      <Modal
        title="Send feedback"
        description="Sign in to send us a message: we answer at your account's address."
        size="sm"
        onClose={closeModal}
      >
        <ButtonLink
          variant="primary"
          block
          to={paths.auth.href(`${location.pathname}${location.search}`)}
          onClick={closeModal}
        >
          Sign in or join free
        </ButtonLink>
      </Modal>
    );
  }
  return <FeedbackForm page={location.pathname} />;
}

function FeedbackForm({ page }: { page: string }) {
  const send = useSendFeedback();
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<Screenshot>({ state: 'off' });
  const attempt = useRef(0);
  const attachId = useId();

  const toggleScreenshot = (on: boolean) => {
    attempt.current += 1;
    if (!on) {
      setScreenshot({ state: 'off' });
      return;
    }
    const mine = attempt.current;
    setScreenshot({ state: 'capturing' });
    void captureView().then(
      (dataUrl) => {
        if (attempt.current === mine) setScreenshot({ state: 'ready', dataUrl });
      },
      () => {
        if (attempt.current === mine) setScreenshot({ state: 'failed' });
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() || screenshot.state === 'capturing') return;
    send.mutate(
      {
        message: message.trim(),
        page,
        ...(screenshot.state === 'ready' ? { screenshot: screenshot.dataUrl } : {}),
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
        <Field label="Your message">
          {(id) => (
            <textarea
              id={id}
              className="field-input field-textarea"
              rows={5}
              maxLength={MAX_FEEDBACK_LENGTH}
              required
              data-autofocus
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <label htmlFor={attachId} className="feedback-attach">
          <input
            id={attachId}
            type="checkbox"
            checked={screenshot.state !== 'off' && screenshot.state !== 'failed'}
            onChange={(event) => toggleScreenshot(event.target.checked)}
          />
          <span>Attach a screenshot of this page</span>
        </label>
        {screenshot.state === 'capturing' ? (
          <p className="feedback-shot is-pending" role="status">
            <span className="btn-spinner" aria-hidden="true" /> Taking the screenshot…
          </p>
        ) : null}
        {screenshot.state === 'ready' ? (
          <figure className="feedback-shot">
            <img src={screenshot.dataUrl} alt="Screenshot of this page, to be sent with your message" />
            <figcaption className="muted">Sent with your message. Untick to leave it out.</figcaption>
          </figure>
        ) : null}
        <FormAlert>
          {screenshot.state === 'failed' &&
            'The screenshot could not be taken. Your message can still go without it.'}
        </FormAlert>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button
            type="submit"
            variant="primary"
            loading={send.isPending}
            disabled={!message.trim() || screenshot.state === 'capturing'}
          >
            Send feedback
          </Button>
        </div>
      </form>
    </Modal>
  );
}
