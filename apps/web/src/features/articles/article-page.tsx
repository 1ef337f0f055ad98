import { useLocation } from '../../lib/router';
import { ArticleState } from './components/article-state';
import { ArticleView } from './components/article-view';
import { Breadcrumb } from './components/breadcrumb';
import { InterviewHeader } from './components/interview-header';

/** The slug is the last path segment: app/routes.tsx declares one route per known article. */
const useSlug = () => useLocation().pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';

/** /articles/<slug>: the article inside the app shell, without a breadcrumb. */
export function ArticlePage() {
  const slug = useSlug();
  return <ArticleState slug={slug}>{(article) => <ArticleView article={article} stickyTop="top-28" />}</ArticleState>;
}

/** /interview-series/<slug>: the same article with the series header and a breadcrumb. */
export function InterviewSeriesArticlePage() {
  const slug = useSlug();
  return (
    <>
      <InterviewHeader backTo="/interview-series" backLabel="All articles" />
      <ArticleState slug={slug}>
        {(article) => (
          <ArticleView
            article={article}
            stickyTop="top-20"
            before={
              <Breadcrumb
                items={[
                  { label: 'Home', to: '/' },
                  { label: 'Interview Series', to: '/interview-series' },
                  { label: article.title },
                ]}
              />
            }
          />
        )}
      </ArticleState>
    </>
  );
}
