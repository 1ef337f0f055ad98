import {
  ArrowRight,
  Award,
  Briefcase,
  CheckCircle2,
  ChevronDown,
  Code2,
  ExternalLink,
  Flag,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
} from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Link } from '../../lib/router';
import { type LearningPath, learningPaths, phaseWeekRange, totalWeeks } from './learning-paths-data';

const pathIcons: Record<LearningPath['id'], LucideIcon> = { dsa: Code2, web: Globe, career: Briefcase };

const progressPoints = [
  { icon: LayoutDashboard, text: 'Personalized dashboard' },
  { icon: MessagesSquare, text: 'Project reviews from mentors' },
  { icon: Award, text: 'Completion certificates' },
];

/** /explore/learning-paths: three roadmaps as tabs, phases as an accordion. */
export function LearningPathsPage() {
  usePageTitle('Learning Paths');
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const path = learningPaths[selected] ?? learningPaths[0]!;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = learningPaths.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600 dark:text-indigo-400">Learning Paths</p>
        <h1 className="mt-2 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Your roadmap, one phase at a time
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Pick a path, work through its phases in order and tick off the milestones. Each phase takes four to ten weeks at around
          ten hours a week.
        </p>
      </header>

      <div
        role="tablist"
        aria-label="Learning paths"
        className="mx-auto mt-10 flex max-w-4xl flex-col gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-1.5 sm:flex-row dark:border-slate-800 dark:bg-slate-900"
      >
        {learningPaths.map((item, index) => {
          const Icon = pathIcons[item.id];
          const active = index === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onTabKeyDown}
              className={`flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 py-2.5 text-sm font-semibold transition ${
                active
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-800 dark:text-indigo-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden /> {item.name}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${path.id}`}
        className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <section aria-labelledby={`${baseId}-phases`}>
          <div className="mb-5">
            <h2 id={`${baseId}-phases`} className="text-2xl font-bold text-slate-900 dark:text-white">
              {path.name}
            </h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {path.tagline} <span className="whitespace-nowrap font-medium">{totalWeeks(path)} weeks in total.</span>
            </p>
          </div>
          {/* Keyed by path so switching tabs opens that path's first phase again. */}
          <PhaseAccordion key={path.id} path={path} />
        </section>

        <aside className="space-y-6">
          <section
            aria-labelledby={`${baseId}-resources`}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={`${baseId}-resources`} className="text-lg font-semibold text-slate-900 dark:text-white">
              Recommended Resources
            </h2>
            <ul className="mt-4 space-y-4">
              {path.resources.map((resource) => (
                <li key={resource.url}>
                  <a
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group inline-flex items-start gap-1.5 font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                  >
                    {resource.title}
                    <ExternalLink className="mt-1 h-3.5 w-3.5 shrink-0" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                    <span className="mr-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      {resource.kind}
                    </span>
                    {resource.description}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby={`${baseId}-progress`}
            className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white shadow-lg"
          >
            <h2 id={`${baseId}-progress`} className="text-lg font-semibold">
              Track Your Progress
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {progressPoints.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2.5">
                  <Icon className="h-4 w-4 shrink-0 text-indigo-200" aria-hidden /> {text}
                </li>
              ))}
            </ul>
            <Link
              to="/allcourse"
              className={buttonClasses('secondary', 'md', 'mt-6 w-full border-transparent dark:border-transparent')}
            >
              Join Now <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </section>
        </aside>
      </div>

      <p className="mt-12 text-center text-sm text-slate-600 dark:text-slate-400">
        Need something to build along the way?{' '}
        <Link to="/projects" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
          Browse portfolio project ideas
        </Link>
      </p>
    </div>
  );
}

function PhaseAccordion({ path }: { path: LearningPath }) {
  const [open, setOpen] = useState<Set<number>>(() => new Set([0]));
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <ol className="space-y-3">
      {path.phases.map((phase, index) => {
        const expanded = open.has(index);
        const panelId = `${baseId}-phase-${index}`;
        return (
          <li
            key={phase.title}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center gap-4 px-5 py-4 text-left transition hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-500/10 font-bold text-indigo-700 dark:text-indigo-300">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    Phase {index + 1}: {phase.title}
                  </span>
                  <span className="block text-sm text-slate-500 dark:text-slate-400">
                    {phaseWeekRange(path.phases, index)} · {phase.weeks} weeks
                  </span>
                </span>
                <ChevronDown
                  className={`h-5 w-5 shrink-0 text-slate-400 transition ${expanded ? 'rotate-180' : ''}`}
                  aria-hidden
                />
              </button>
            </h3>
            {expanded && (
              <section
                id={panelId}
                aria-label={`Phase ${index + 1} details`}
                className="border-t border-slate-200 px-5 py-5 dark:border-slate-800"
              >
                <p className="text-slate-600 dark:text-slate-300">{phase.summary}</p>
                <div className="mt-5 grid gap-6 sm:grid-cols-2">
                  <div>
                    <h4 className="mb-2 text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
                      Topics
                    </h4>
                    <ul className="space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                      {phase.topics.map((topic) => (
                        <li key={topic} className="flex gap-2">
                          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden /> {topic}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="mb-2 text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
                      Milestones
                    </h4>
                    <ul className="space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                      {phase.milestones.map((milestone) => (
                        <li key={milestone} className="flex gap-2">
                          <Flag className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden /> {milestone}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </section>
            )}
          </li>
        );
      })}
    </ol>
  );
}
