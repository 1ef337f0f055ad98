/**
 * The logo always does a full page load of '/', as the spec asks. `narrowIconOnly`: below 420 px only
 * the icon shows (the link keeps its accessible name), so a signed-in phone bar's icons have room.
 */
export function Logo({ compact = false, narrowIconOnly = false }: { compact?: boolean; narrowIconOnly?: boolean }) {
  return (
    <a href="/" className="flex items-center gap-2 rounded-lg font-bold tracking-tight" aria-label="CodingKaro home">
      <img src="/favicon.svg" alt="" width={compact ? 28 : 32} height={compact ? 28 : 32} className="transition-all" />
      <span className={`text-lg text-slate-900 dark:text-white ${narrowIconOnly ? 'max-[419px]:sr-only' : ''}`}>
        Coding<span className="bg-gradient-to-r from-indigo-500 to-cyan-500 bg-clip-text text-transparent">Karo</span>
      </span>
    </a>
  );
}
