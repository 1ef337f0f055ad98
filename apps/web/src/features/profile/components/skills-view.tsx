import { PLATFORMS, type Profile } from '@codingkaro/contracts';
import { Star } from 'lucide-react';
import { languageStars, languagesOf, type SkillCount, skillLevel, topicStars, topicsOf } from '../lib/profile-rules';
import { EmptyState, Panel } from './profile-states';

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${count} of 5 stars for ${label}`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={`h-3.5 w-3.5 ${i <= count ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
          aria-hidden
        />
      ))}
    </span>
  );
}

function Bars({ rows, empty }: { rows: SkillCount[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  const top = rows[0]?.count ?? 1;
  return (
    <ul className="space-y-2.5">
      {rows.map((row) => (
        <li key={row.name}>
          <div className="flex justify-between gap-2 text-sm">
            <span className="font-medium text-slate-800 dark:text-slate-100">{row.name}</span>
            <span className="text-slate-500 dark:text-slate-400" title={row.sources.map((s) => PLATFORMS[s].name).join(', ')}>
              {row.count.toLocaleString('en-US')}
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
            <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${Math.max(4, (row.count / top) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Skills & Technologies: top 8 languages and topics from what the platforms report, star rules from spec 9. */
export function SkillsView({ profile, compact = false }: { profile: Profile; compact?: boolean }) {
  const languages = languagesOf(profile);
  const topics = topicsOf(profile);
  const mastered = topics.filter((t) => topicStars(t.count) >= 1 && t.count >= 10).length;
  if (Object.keys(profile.platformStats).length === 0) {
    return (
      <Panel title="Skills & Technologies">
        <EmptyState title="No skills yet" hint="Connect platforms to see the languages and topics you practise." />
      </Panel>
    );
  }
  return (
    <Panel title="Skills & Technologies">
      <div className="mb-5 grid grid-cols-3 gap-3">
        {[
          ['Languages', String(languages.length)],
          ['Topics Mastered', String(mastered)],
          ['Skill Level', skillLevel(languages)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3 text-center dark:bg-slate-800/60">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">{value}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
          </div>
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-3 font-medium text-slate-800 dark:text-slate-100">Programming Languages</h3>
          <Bars rows={languages.slice(0, compact ? 4 : 8)} empty="None of your platforms reports languages." />
        </div>
        <div>
          <h3 className="mb-3 font-medium text-slate-800 dark:text-slate-100">Algorithm Topics</h3>
          <Bars
            rows={topics.slice(0, compact ? 4 : 8)}
            empty="None of your platforms reports topics (LeetCode and Codeforces do)."
          />
        </div>
      </div>
      {!compact && languages.length > 0 && (
        <div className="mt-6">
          <h3 className="mb-3 font-medium text-slate-800 dark:text-slate-100">Technology Stack</h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {languages.slice(0, 8).map((language) => (
              <li key={language.name} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                <p className="truncate text-sm font-medium text-slate-800 dark:text-slate-100">{language.name}</p>
                <Stars count={languageStars(language.count)} label={language.name} />
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            Counts are problems solved per language (LeetCode, Codeforces) plus repositories per language (GitHub); one star per
            5. Topics Mastered counts topics with 10 or more problems solved.
          </p>
        </div>
      )}
    </Panel>
  );
}
