import { useSyncExternalStore } from 'react';

const readIsDark = () => document.documentElement.classList.contains('dark');

/** Follows the app theme through the `dark` class on <html> (set by the theme provider). */
export function useIsDarkMode(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    },
    readIsDark,
    () => true,
  );
}
