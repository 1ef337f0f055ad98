import { PlatformFeaturesSchema } from '@codingkaro/contracts';
import platformFeaturesContent from '@content/site/platform-features.json' with { type: 'json' };
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { featureCards } from '../../config/features';
import { MemoryRouter } from '../../testing/render-app';
import { FeaturesCarousel, stepCarousel } from './features-carousel';

describe('platform features content', () => {
  it('is what the schema accepts (content/site/platform-features.json)', () => {
    expect(PlatformFeaturesSchema.parse(platformFeaturesContent)).toEqual(featureCards);
    expect(featureCards).toHaveLength(8);
  });
});

describe('stepCarousel', () => {
  it('moves four cards at a time and wraps around both ways', () => {
    expect(stepCarousel(0, 1, 8)).toBe(4);
    expect(stepCarousel(4, 1, 8)).toBe(0);
    expect(stepCarousel(0, -1, 8)).toBe(4);
  });
});

describe('FeaturesCarousel', () => {
  it('shows four of the eight features and pages with arrows and dots', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <FeaturesCarousel />
      </MemoryRouter>,
    );
    expect(featureCards).toHaveLength(8);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      featureCards.slice(0, 4).map((c) => c.name),
    );
    await user.click(screen.getByRole('button', { name: 'Previous features' }));
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(featureCards[4]?.name ?? '');
    await user.click(screen.getByRole('button', { name: 'Show features page 1' }));
    expect(screen.getByRole('button', { name: 'Show features page 1' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(featureCards[0]?.name ?? '');
  });
});
