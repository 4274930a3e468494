import { useEffect } from 'react';

/** Sets the tab title while the page is shown: "{title} · Pageshelf". */
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
