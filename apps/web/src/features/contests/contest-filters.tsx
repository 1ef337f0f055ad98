import { CONTEST_PLATFORMS, CONTEST_SERIES, type ContestPlatform, type ContestStatus } from '@codingkaro/contracts';
import { CalendarPlus, ChevronDown, RefreshCw, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useMediaQuery } from '../../lib/use-media-query';
import type { ContestFilters } from './api/contest-keys';

export interface ContestFilterPanelProps {
  status: ContestStatus;
  onStatusChange: (status: ContestStatus) => void;
  search: string;
  onSearchChange: (text: string) => void;
  filters: ContestFilters;
  onFiltersChange: (filters: ContestFilters) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onSubscribe: () => void;
  children?: React.ReactNode;
}

const fieldClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** The left panel (spec 2): Upcoming/Past, refresh, search, platform; search and filters fold away under 768 px. */
export function ContestFilterPanel(props: ContestFilterPanelProps) {
  const { status, onStatusChange, search, onSearchChange, filters, onFiltersChange } = props;
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(false);
  const ids = { search: useId(), platform: useId(), series: useId(), panel: useId() };
  const seriesChoices = CONTEST_SERIES.filter((s) => filters.platform === 'all' || s.platform === filters.platform);
  const expanded = wide || open;

  return (
    <aside className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-2">
        <fieldset className="flex flex-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <legend className="sr-only">Which contests</legend>
          {(['upcoming', 'past'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => onStatusChange(value)}
              className={`h-8 flex-1 rounded-md text-sm font-semibold transition-colors ${
                status === value
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-950 dark:text-indigo-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {value === 'upcoming' ? 'Upcoming' : 'Past'}
            </button>
          ))}
        </fieldset>
        <Button variant="secondary" size="md" aria-label="Refresh contests" onClick={props.onRefresh} disabled={props.refreshing}>
          <RefreshCw className={`h-4 w-4 ${props.refreshing ? 'animate-spin' : ''}`} aria-hidden />
        </Button>
      </div>

      {!wide && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={ids.panel}
          onClick={() => setOpen(!open)}
          className="w-full"
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden /> Search and filters
          <ChevronDown className={`ml-auto h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </Button>
      )}

      <div id={ids.panel} hidden={!expanded} className="space-y-3">
        <div>
          <label htmlFor={ids.search} className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400">
            Search
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
            <input
              id={ids.search}
              type="search"
              value={search}
              maxLength={100}
              placeholder="Search contests"
              onChange={(event) => onSearchChange(event.target.value)}
              className={`${fieldClasses} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.platform} className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400">
            Platform
          </label>
          <select
            id={ids.platform}
            value={filters.platform}
            onChange={(event) =>
              onFiltersChange({ ...filters, platform: event.target.value as ContestPlatform | 'all', series: '' })
            }
            className={fieldClasses}
          >
            <option value="all">All</option>
            {CONTEST_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platform}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.series} className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400">
            Series
          </label>
          <select
            id={ids.series}
            value={filters.series}
            onChange={(event) => onFiltersChange({ ...filters, series: event.target.value })}
            className={fieldClasses}
          >
            <option value="">Any series</option>
            {seriesChoices.map((series) => (
              <option key={series.id} value={series.id}>
                {filters.platform === 'all' ? `${series.platform}: ${series.label}` : series.label}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="w-full"
          onClick={props.onSubscribe}
          title="Copies the calendar feed link for these filters; add it to any calendar app"
        >
          <CalendarPlus className="h-4 w-4" aria-hidden /> Subscribe
        </Button>
      </div>
      {props.children}
    </aside>
  );
}
