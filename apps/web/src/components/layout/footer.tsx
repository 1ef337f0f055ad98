import { Link } from '../../lib/router';
import { GithubIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from '../ui/social-icons';
import { Logo } from './logo';

/** Spec: placeholders, except Support, which has its own page. */
const footerLinks: { name: string; route?: string }[] = [
  { name: 'FAQ' },
  { name: 'Support', route: '/support' },
  { name: 'Privacy' },
  { name: 'Timeline' },
  { name: 'Terms' },
];
const socialLinks = [
  { name: 'GitHub', icon: GithubIcon },
  { name: 'LinkedIn', icon: LinkedinIcon },
  { name: 'Instagram', icon: InstagramIcon },
  { name: 'YouTube', icon: YoutubeIcon },
  { name: 'X (Twitter)', icon: XIcon },
];
const exploreLinks = [
  { name: 'Problems', route: '/problems' },
  { name: 'All Courses', route: '/allcourse' },
  { name: 'Compiler', route: '/terminal' },
  { name: 'Articles', route: '/interview-series' },
  { name: 'Learning Paths', route: '/explore/learning-paths' },
  { name: 'Weekly Challenges', route: '/explore/challenges' },
  { name: 'Projects', route: '/projects' },
  { name: 'Features', route: '/features' },
  { name: 'Flexbox Game', route: '/games/flexbox' },
  { name: 'IdeaStorm', route: '/games/ideastorm' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-slate-600 dark:text-slate-400">
            Structured DSA sheets, a real judge, a ten-language compiler and your coding profiles — in one place.
          </p>
        </div>
        <nav aria-label="Explore" className="text-sm">
          <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">Explore</h2>
          <ul className="grid grid-cols-2 gap-2">
            {exploreLinks.map((link) => (
              <li key={link.route}>
                <Link to={link.route} className="text-slate-600 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-white">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">Company</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {footerLinks.map(({ name, route }) => (
              <li key={name}>
                {route ? (
                  <Link to={route} className="text-slate-600 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-white">
                    {name}
                  </Link>
                ) : (
                  <a href="#top" className="text-slate-600 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-white">
                    {name}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex gap-2" aria-label="Social media">
            {socialLinks.map(({ name, icon: Icon }) => (
              <li key={name}>
                <a
                  href="#top"
                  aria-label={name}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 text-slate-600 transition hover:border-indigo-500 hover:text-indigo-600 dark:border-slate-700 dark:text-slate-400 dark:hover:text-white"
                >
                  <Icon className="h-4 w-4" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-200 py-5 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {year} CodingKaro. All rights reserved.
      </p>
    </footer>
  );
}
