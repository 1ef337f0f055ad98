import { articleLoaders } from 'virtual:articles';
import { useQuery } from '@tanstack/react-query';

/** Loads one article's build-time-rendered module (lazy chunk per article). */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: ['article', slug],
    queryFn: async () => {
      const load = articleLoaders[slug];
      if (!load) throw new Error(`Unknown article: ${slug}`);
      return (await load()).default;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
