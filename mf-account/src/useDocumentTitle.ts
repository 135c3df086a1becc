import { useEffect } from 'react';

/** Set the tab title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Abode`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
