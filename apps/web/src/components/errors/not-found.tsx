import { notFoundMessage } from '@pageshelf/domain/errors';
import { useLocation } from 'react-router';
import { ErrorPage } from './error-page';

/** 404 for the current address: 'Page not found: {path}'. */
export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={notFoundMessage(pathname)} />;
}
