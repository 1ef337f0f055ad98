import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it("uses the favicon's path and gradient stops, so the tab and the page show one mark", () => {
    const favicon = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'public', 'favicon.svg'),
      'utf8',
    );
    const stops = [...favicon.matchAll(/stop-color="(#[0-9a-f]{6})"/gi)].map((match) => match[1]);
    expect(stops).toHaveLength(2);
    const { container } = render(<Logo />);
    const mark = container.querySelector('span[aria-hidden]');
    expect(mark?.className).toContain(`from-[${stops[0]}]`);
    expect(mark?.className).toContain(`to-[${stops[1]}]`);
    const path = favicon.match(/<path d="([^"]+)"/)?.[1];
    expect(container.querySelector('path')).toHaveAttribute('d', path);
  });
});
