import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useVisibleResourceSections } from '../../lib/services-config';

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Desktop 'Resources' menu: opens on hover, click, Enter or Space; Escape closes. A click right
 * after the hover that opened it keeps it open (the pointer user meant "open"); the next click closes.
 */
export function ResourcesDropdown() {
  const resourceSections = useVisibleResourceSections();
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();
  const location = useLocation();

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = useCallback((returnFocus = false) => {
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => {
    close();
  }, [location.pathname, close]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear a pending close timer on unmount
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      const links = [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      links[(index + 1) % links.length]?.focus();
    }
    if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      const links = [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      links[(index - 1 + links.length) % links.length]?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is a pointer convenience; the button is the control.
    <div
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="true"
        onClick={() => {
          if (open && !openedByHover.current) {
            close();
            return;
          }
          openedByHover.current = false;
          setOpen(true);
        }}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        Resources
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="absolute left-1/2 top-full z-50 w-[560px] -translate-x-1/2 pt-3 animate-fade-in"
        >
          <div className="grid grid-cols-2 gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40">
            {resourceSections.map((section) => (
              <section key={section.name} aria-label={section.name} className="rounded-xl p-2">
                <h3 className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
                  <span className={`inline-flex h-7 w-7 items-center justify-center rounded-lg ${section.colors}`}>
                    <section.icon className="h-4 w-4" aria-hidden />
                  </span>
                  {section.name}
                </h3>
                <ul className="space-y-0.5">
                  {section.subSections.map((link) => (
                    <li key={link.name}>
                      <Link
                        to={link.route}
                        className="block rounded-lg px-3 py-1.5 text-sm text-slate-700 transition hover:bg-indigo-50 hover:text-indigo-700 focus:bg-indigo-50 focus:text-indigo-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus:bg-slate-800 dark:focus:text-white"
                      >
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
