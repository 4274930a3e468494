import { useEffect } from 'react';

/** Sets the tab title while the page is shown: "{title} · Pageshelf". */
/** The site's title (index.html's), which every page's title replaces while it is shown. */
export const SITE_TITLE = 'Pageshelf — UI design references from real apps';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Pageshelf`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
