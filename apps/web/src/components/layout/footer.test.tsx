import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { Footer } from './footer';

describe('Footer', () => {
  it('takes Support to the support page, not to the top of the page', () => {
    mockApi({}, { signedIn: false });
    renderWithApp([{ path: '/', element: <Footer /> }], '/');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#top');
  });
});
