/** The server's sanitised statement and editorial HTML in the room's narrow side panel (smaller than the problem page). */
export const PANEL_PROSE = [
  'text-sm leading-6 text-slate-700 dark:text-slate-300 break-words',
  '[&_p]:my-2 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-100 [&_em]:italic',
  '[&_h2]:mb-1 [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mb-1 [&_h3]:mt-3 [&_h3]:font-semibold',
  '[&_h2]:text-slate-900 [&_h3]:text-slate-900 dark:[&_h2]:text-white dark:[&_h3]:text-white',
  '[&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em] dark:[&_code]:bg-slate-800',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre]:text-xs dark:[&_pre]:bg-slate-800/70',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 dark:[&_pre_code]:bg-transparent',
  '[&_table]:my-3 [&_table]:w-full [&_table]:text-xs [&_td]:border-b [&_td]:p-1 [&_th]:border-b [&_th]:p-1',
].join(' ');
