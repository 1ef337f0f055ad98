/** The white rounded panel the service pages put forms and items in. */
export const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
