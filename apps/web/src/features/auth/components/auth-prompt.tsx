import { useLocation } from 'react-router';
import { Modal } from '#components/ui/modal';
import { closeModal } from '#lib/modals';
import { useDocumentTitle } from '#lib/use-document-title';
import { SignInForm } from './sign-in-form';
import './auth.css';

/** The auth prompt modal: a reason, then the sign-in form right there. */
export function AuthPromptModal({ message, redirectTo }: { message?: string; redirectTo?: string }) {
  const location = useLocation();
  return (
    <Modal
      title={message ?? 'Sign in to continue'}
      description="Free accounts browse more of the library, search it and keep favorites with Pro."
      size="sm"
      onClose={closeModal}
    >
      <SignInForm redirectTo={redirectTo ?? `${location.pathname}${location.search}`} autoFocus />
    </Modal>
  );
}

/** What a page that needs an account shows to a visitor instead of its content. */
export function AuthPromptPanel({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  useDocumentTitle(title);
  return (
    <section className="card stack guard-panel" aria-labelledby="auth-prompt-title">
      <div>
        <h1 id="auth-prompt-title" className="page-title">
          {title}
        </h1>
        <p className="page-lede">{message}</p>
      </div>
      <SignInForm redirectTo={`${location.pathname}${location.search}`} />
    </section>
  );
}
