import { Cpu } from 'lucide-react';
import { SQL_NOTES_SLUG } from './article-slugs';
import { ArticleState } from './components/article-state';
import { ArticleView } from './components/article-view';
import { SqlDatabaseProvider } from './components/sql-database';
import { SqlRunner } from './components/sql-runner';

/** /sql-notes: SQL Basics, with every ```sql runnable block as an interactive example (PGlite). */
export function SqlNotesPage() {
  return (
    <SqlDatabaseProvider>
      <ArticleState slug={SQL_NOTES_SLUG}>
        {(article) => (
          <ArticleView
            article={article}
            stickyTop="top-28"
            intro={
              <p className="mb-8 flex gap-3 rounded-2xl border border-amber-500/30 bg-amber-500/10 p-4 text-sm text-amber-900 dark:text-amber-200">
                <Cpu className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
                <span>
                  The examples marked <strong>editable</strong> run locally in your browser against a small sample database
                  (employees, departments, customers, products and orders) using PGlite, PostgreSQL compiled to WebAssembly.
                  Nothing is sent to a server, and every run is rolled back, so experiment freely.
                </span>
              </p>
            }
            renderSql={(code, id) => <SqlRunner key={id} initialQuery={code} label={`SQL example ${id.split('-').at(-1)}`} />}
          />
        )}
      </ArticleState>
    </SqlDatabaseProvider>
  );
}
