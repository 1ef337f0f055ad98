import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
  /** When the visible label is not the whole story (e.g. an icon that says passed/failed). */
  ariaLabel?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Props for the panel that belongs to a tab. */
export const tabPanelProps = (prefix: string, id: string) => ({
  role: 'tabpanel' as const,
  id: tabPanelId(prefix, id),
  'aria-labelledby': tabId(prefix, id),
  tabIndex: 0,
});

/**
 * A WAI-ARIA tablist: one tab in the tab order, arrows/Home/End move between tabs and select them.
 */
export function TabList<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  className = '',
  tabClassName,
}: {
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  label: string;
  idPrefix: string;
  className?: string;
  tabClassName: (selected: boolean) => string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-label={tab.ariaLabel}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={tabClassName(isSelected)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The underlined tab look used across the problem page. */
export const underlineTab = (selected: boolean) =>
  `relative inline-flex items-center gap-1.5 whitespace-nowrap px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-offset-[-2px] ${
    selected
      ? 'text-indigo-600 after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full after:bg-indigo-500 dark:text-indigo-400'
      : 'text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
  }`;
