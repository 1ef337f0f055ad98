import { articleLoaders } from 'virtual:articles';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the articles feature. */
export const articleKeys = {
  all: ['articles'] as const,
  detail: (slug: string) => [...articleKeys.all, 'detail', slug] as const,
};

/** Loads one article's build-time-rendered module (lazy chunk per article). */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: articleKeys.detail(slug),
    queryFn: async () => {
      const load = articleLoaders[slug];
      if (!load) throw new Error(`Unknown article: ${slug}`);
      return (await load()).default;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
