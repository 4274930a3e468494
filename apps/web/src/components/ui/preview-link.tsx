import { Link, type LinkProps, useLocation } from 'react-router';
import { previewState } from '#lib/modal-route';

/**
 * A link that opens a preview (a screen, a flow, a component) over the current page: the page stays
 * underneath while the address becomes the preview's.
 */
export function PreviewLink(props: Omit<LinkProps, 'state'>) {
  const location = useLocation();
  return <Link {...props} state={previewState(location)} />;
}
