import type { MouseEvent } from 'react';
import type { TocSection } from '../article-types';
import { scrollToSection } from './scroll-to-section';

interface TableOfContentsProps {
  toc: TocSection[];
  activeId: string | null;
  /** Show `###` entries only under the current section (the desktop rail), or everywhere. */
  collapseInactive?: boolean;
  onNavigate?: () => void;
  idPrefix: string;
}

/** Numbered `##` sections with nested `###` entries; the current section is highlighted. */
export function TableOfContents({ toc, activeId, collapseInactive = false, onNavigate, idPrefix }: TableOfContentsProps) {
  const activeSection = toc.find((section) => section.id === activeId || section.children.some((c) => c.id === activeId));
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    // Close a collapsible container first: scrolling before it collapses would overshoot the section.
    onNavigate?.();
    scrollToSection(id);
  };
  const linkClass = (current: boolean) =>
    `block rounded-md px-2 py-1 transition ${
      current
        ? 'bg-indigo-500/10 font-medium text-indigo-700 dark:text-indigo-300'
        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white'
    }`;

  return (
    <ol className="space-y-0.5 text-sm" data-toc={idPrefix}>
      {toc.map((section) => {
        const expanded = !collapseInactive || section === activeSection;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => go(event, section.id)}
              aria-current={section.id === activeId ? 'location' : undefined}
              className={`flex gap-2 ${linkClass(section.id === activeId)}`}
            >
              <span className="w-5 shrink-0 text-right tabular-nums text-slate-600 dark:text-slate-400">{section.number}.</span>
              <span>{section.text}</span>
            </a>
            {expanded && section.children.length > 0 && (
              <ul className="mb-1 ml-7 space-y-0.5 border-l border-slate-200 pl-2 dark:border-slate-800">
                {section.children.map((child) => (
                  <li key={child.id}>
                    <a
                      href={`#${child.id}`}
                      onClick={(event) => go(event, child.id)}
                      aria-current={child.id === activeId ? 'location' : undefined}
                      className={`text-[13px] ${linkClass(child.id === activeId)}`}
                    >
                      {child.text}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
