import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('draws its mark in the page, not as an image document, and links home with a name', () => {
    const { container } = render(<Logo compact />);
    const link = screen.getByRole('link', { name: 'CodingKaro home' });
    expect(link).toHaveAttribute('href', '/');
    // an <img> of the SVG cost Chromium a separate SVG document on every first load
    expect(container.querySelector('img')).toBeNull();
    const mark = container.querySelector('svg');
    expect(mark).toHaveAttribute('width', '28');
    expect(mark?.closest('[aria-hidden]')).not.toBeNull();
  });
});
