import { useEffect } from 'react';

/** Sets the document title for a screen. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · CodingKaro` : 'CodingKaro — Master Coding Skills with Expert Guidance';
  }, [title]);
}
