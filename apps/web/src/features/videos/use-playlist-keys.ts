import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a text field (or similar) rather than to the page. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** ← / K for the previous video and → / J for the next, unless focus is in a field or a modifier is held. */
export function usePlaylistKeys(onPrevious: () => void, onNext: () => void, enabled = true) {
  const handlers = useRef({ onPrevious, onNext });
  handlers.current = { onPrevious, onNext };

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === 'ArrowLeft' || key === 'k') {
        event.preventDefault();
        handlers.current.onPrevious();
      } else if (key === 'ArrowRight' || key === 'j') {
        event.preventDefault();
        handlers.current.onNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
