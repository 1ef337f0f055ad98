import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import type { RenderedArticle } from '../article-types';
import { useArticle } from '../use-article';

/** Loads an article and shows its loading and error states; renders `children` once it is there. */
export function ArticleState({ slug, children }: { slug: string; children: (article: RenderedArticle) => ReactNode }) {
  const { data, isPending, isError, refetch } = useArticle(slug);
  usePageTitle(data?.title ?? 'Article');
  if (isPending) return <PageSpinner label="Loading article…" />;
  if (isError || !data) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Couldn't load this article</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return children(data);
}
