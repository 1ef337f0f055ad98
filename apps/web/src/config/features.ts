import type { PlatformFeature } from '@codingkaro/contracts';
import platformFeaturesContent from '@content/site/platform-features.json' with { type: 'json' };

export type FeatureCard = PlatformFeature;

/**
 * The eight platform features: a card each in the home carousel, and a section each on /features.
 * Edited in content/site/platform-features.json (PlatformFeaturesSchema).
 */
export const featureCards = platformFeaturesContent as FeatureCard[];
