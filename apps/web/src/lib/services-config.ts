import { type FeatureFlag, ServicesConfigResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { type NavigationSection, resourceSections } from '../config/navigation';
import { apiRequest } from './api-client';
import { viewerScoped } from './auth/viewer-scoped';

export const servicesConfigKey = ['services-config'] as const;

/**
 * GET /api/services/config: which paid services are on and the viewer's staff roles. One request per page
 * load, sent beside the auth check (the cookie already names the viewer); `AuthProvider` resets it when the
 * viewer changes.
 */
export function useServicesConfig() {
  return useQuery({
    queryKey: servicesConfigKey,
    meta: viewerScoped,
    queryFn: ({ signal }) => apiRequest('/api/services/config', ServicesConfigResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whether a flag is on; while the answer is loading, services count as off so nothing flashes in. */
export function useFeature(flag: FeatureFlag): boolean | undefined {
  const config = useServicesConfig();
  return config.data ? config.data.features[flag] : undefined;
}

/** The Resources menu without the entries of services that are switched off. */
export function useVisibleResourceSections(): NavigationSection[] {
  const features = useServicesConfig().data?.features;
  return resourceSections
    .map((section) => ({
      ...section,
      subSections: section.subSections.filter((link) => !link.feature || features?.[link.feature] === true),
    }))
    .filter((section) => section.subSections.length > 0);
}
