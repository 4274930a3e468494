import { errorPageTitle } from '@pageshelf/domain/errors';
import { useEffect } from 'react';
import { ButtonLink } from '../ui/button';
import './error-page.css';

interface ErrorPageProps {
  status: number;
  message: string;
}

/** The error page: titled Page Not Found for 404, Internal Server Error otherwise. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const title = errorPageTitle(status);
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Pageshelf`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-title">
        {title}
      </h1>
      <p className="error-message">{message}</p>
      <div className="error-actions">
        <ButtonLink to="/" variant="primary">
          Back to the library
        </ButtonLink>
      </div>
    </section>
  );
}
