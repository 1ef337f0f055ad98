import type { FeatureFlag } from '@codingkaro/contracts';
import type { ReactNode } from 'react';
import { useServicesConfig } from '../../lib/services-config';
import { Spinner } from '../ui/spinner';

/** Renders its page (`children`) only while the paid-service flag is on; otherwise the page-not-found screen. */
export function FeatureGate({ flag, notFound, children }: { flag: FeatureFlag; notFound: ReactNode; children: ReactNode }) {
  const config = useServicesConfig();
  if (config.isPending) return <Spinner label="Loading..." className="py-24" />;
  // If the flags cannot be read, the screen still shows; its own API calls report what failed.
  if (config.data && !config.data.features[flag]) return <>{notFound}</>;
  return <>{children}</>;
}
