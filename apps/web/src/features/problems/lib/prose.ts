/** Prose styling for the server's sanitised HTML (no typography plugin: plain descendant variants). */
export const PROSE = [
  'text-[15px] leading-7 text-slate-700 dark:text-slate-300',
  '[&_p]:my-3 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-100 [&_em]:italic',
  '[&_h1]:mb-2 [&_h1]:mt-6 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-bold',
  '[&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:font-semibold [&_h1]:text-slate-900 [&_h2]:text-slate-900 [&_h3]:text-slate-900',
  'dark:[&_h1]:text-white dark:[&_h2]:text-white dark:[&_h3]:text-white',
  '[&_a]:font-medium [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_code]:rounded-md [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em] [&_code]:text-slate-800',
  'dark:[&_code]:bg-slate-800 dark:[&_code]:text-slate-200',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-100 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6',
  'dark:[&_pre]:bg-slate-800/70 [&_pre_code]:bg-transparent [&_pre_code]:p-0 dark:[&_pre_code]:bg-transparent',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-slate-700',
  '[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:p-2',
  '[&_th]:border-slate-200 [&_td]:border-slate-200 dark:[&_th]:border-slate-700 dark:[&_td]:border-slate-700',
  '[&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-6 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-800',
].join(' ');
