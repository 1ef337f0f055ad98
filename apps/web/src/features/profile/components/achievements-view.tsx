import { PLATFORMS } from '@codingkaro/contracts';
import { Award, Crown, Flame, Gem, Medal, Star, Users } from 'lucide-react';
import { type Achievement, RARITIES, type Rarity } from '../lib/profile-rules';
import { Panel } from './profile-states';

const RARITY_CLASSES: Record<Rarity, string> = {
  common: 'bg-slate-500/10 text-slate-700 dark:text-slate-300',
  rare: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
  epic: 'bg-violet-500/10 text-violet-700 dark:text-violet-300',
  legendary: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
};
const TYPE_ICONS = { badge: Award, milestone: Medal, rating: Star, social: Users, streak: Flame, special: Crown };
const EMPTY = 'Start solving problems and contributing code to unlock achievements!';

const platformName = (a: Achievement) => (a.platform === 'overall' ? 'All platforms' : PLATFORMS[a.platform].name);

function RarityTag({ rarity }: { rarity: Rarity }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-[11px] font-semibold capitalize ${RARITY_CLASSES[rarity]}`}>{rarity}</span>
  );
}

/** Overview: the three highest achievements. */
export function RecentAchievements({ items, onViewAll }: { items: Achievement[]; onViewAll(): void }) {
  return (
    <Panel title="Recent Achievements">
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{EMPTY}</p>
      ) : (
        <ul className="space-y-3">
          {items.slice(0, 3).map((a) => {
            const Icon = TYPE_ICONS[a.type];
            return (
              <li key={a.id} className="flex items-start gap-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500 text-white">
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-slate-900 dark:text-white">{a.title}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{a.description}</p>
                </div>
                <RarityTag rarity={a.rarity} />
              </li>
            );
          })}
        </ul>
      )}
      {items.length > 0 && (
        <button
          type="button"
          onClick={onViewAll}
          className="mt-4 w-full rounded-lg py-2 text-sm font-medium text-indigo-600 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-500/10"
        >
          View All Achievements ({items.length})
        </button>
      )}
    </Panel>
  );
}

/** Achievements tab: every achievement with its rarity, platform, date and progress, plus counters. */
export function AchievementsGrid({ items }: { items: Achievement[] }) {
  return (
    <Panel title="Achievements & Badges">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        {items.length} achievement{items.length === 1 ? '' : 's'} unlocked
      </p>
      <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {RARITIES.map((rarity) => (
          <div key={rarity} className={`rounded-xl p-3 ${RARITY_CLASSES[rarity]}`}>
            <dt className="text-xs capitalize">{rarity}</dt>
            <dd className="text-xl font-semibold">{items.filter((a) => a.rarity === rarity).length}</dd>
          </div>
        ))}
      </dl>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{EMPTY}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((a) => {
            const Icon = a.rarity === 'legendary' ? Gem : TYPE_ICONS[a.type];
            return (
              <li key={a.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <div className="flex items-center justify-between">
                  <Icon className="h-5 w-5 text-indigo-500" aria-hidden />
                  <RarityTag rarity={a.rarity} />
                </div>
                <p className="font-medium text-slate-900 dark:text-white">{a.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{a.description}</p>
                <p className="mt-auto text-xs text-slate-500 dark:text-slate-400">
                  {platformName(a)}
                  {a.date && ` · ${a.date.slice(0, 10)}`}
                  {a.progress !== null && ` · ${a.progress.toLocaleString('en-US')}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
