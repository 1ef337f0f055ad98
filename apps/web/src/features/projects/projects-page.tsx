import { Flag, Layers, Rocket } from 'lucide-react';
import { usePageTitle } from '../../components/ui/page-title';
import { Link, useSearchParams } from '../../lib/router';
import { PROJECT_LEVELS, type ProjectIdea, type ProjectLevel, projectIdeas } from './projects-data';

const ALL = 'All';
type LevelFilter = ProjectLevel | typeof ALL;

const levelStyles: Record<ProjectLevel, string> = {
  Beginner: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  Intermediate: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  Advanced: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

/** The level in the address (?level=beginner), so a filtered list can be shared. */
function parseLevel(value: string | null): LevelFilter {
  return PROJECT_LEVELS.find((level) => level.toLowerCase() === value?.toLowerCase()) ?? ALL;
}

export function filterProjects(projects: ProjectIdea[], level: LevelFilter): ProjectIdea[] {
  return level === ALL ? projects : projects.filter((project) => project.level === level);
}

/** /projects: portfolio project ideas by level with stack, milestones and stretch goals. */
export function ProjectsPage() {
  usePageTitle('Portfolio Projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const level = parseLevel(searchParams.get('level'));
  const visible = filterProjects(projectIdeas, level);
  const choose = (next: LevelFilter) => setSearchParams(next === ALL ? {} : { level: next.toLowerCase() }, { replace: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600 dark:text-indigo-400">Projects</p>
        <h1 className="mt-2 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Portfolio project ideas
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Projects that show interviewers what you can build. Each one lists a stack, the milestones that make it complete and
          stretch goals that make it stand out.
        </p>
      </header>

      <fieldset className="mt-10 flex flex-wrap items-center justify-center gap-2">
        <legend className="sr-only">Filter by level</legend>
        {[ALL, ...PROJECT_LEVELS].map((option) => {
          const count = filterProjects(projectIdeas, option as LevelFilter).length;
          const active = option === level;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              onClick={() => choose(option as LevelFilter)}
              className={`rounded-full border px-4 py-2 text-sm font-semibold transition ${
                active
                  ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-600'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200'
              }`}
            >
              {option} <span className={active ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400'}>({count})</span>
            </button>
          );
        })}
      </fieldset>
      <p className="mt-4 text-center text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        Showing {visible.length} {visible.length === 1 ? 'project' : 'projects'}
        {level === ALL ? '' : ` for ${level.toLowerCase()} level`}
      </p>

      {visible.length === 0 ? (
        <p className="mt-10 text-center text-slate-600 dark:text-slate-400">No projects match this level.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((project) => (
            <li
              key={project.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className={`w-fit rounded-full px-3 py-1 text-xs font-semibold ${levelStyles[project.level]}`}>
                {project.level}
              </span>
              <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{project.title}</h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{project.summary}</p>
              <h3 className="mt-5 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
                <Layers className="h-3.5 w-3.5" aria-hidden /> Stack
              </h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {project.stack.map((tech) => (
                  <li
                    key={tech}
                    className="rounded-md bg-indigo-500/10 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300"
                  >
                    {tech}
                  </li>
                ))}
              </ul>
              <h3 className="mt-5 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
                <Flag className="h-3.5 w-3.5" aria-hidden /> Milestones
              </h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300">
                {project.milestones.map((milestone) => (
                  <li key={milestone}>{milestone}</li>
                ))}
              </ol>
              <h3 className="mt-5 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
                <Rocket className="h-3.5 w-3.5" aria-hidden /> Stretch goals
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300">
                {project.stretchGoals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}

      <p className="mt-12 text-center text-sm text-slate-600 dark:text-slate-400">
        Build them with the platform's tools:{' '}
        <Link to="/features" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
          see every feature
        </Link>
      </p>
    </div>
  );
}
