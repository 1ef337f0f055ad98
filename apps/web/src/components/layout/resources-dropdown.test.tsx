import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { ResourcesDropdown } from './resources-dropdown';

const renderMenu = async () => {
  renderWithApp([{ path: '/', element: <ResourcesDropdown /> }], '/');
  await screen.findByRole('button', { name: 'Resources' });
};

beforeEach(() => {
  mockApi({}, { signedIn: false });
});

describe('ResourcesDropdown', () => {
  it('stays open when the pointer hovers the button and then clicks it', async () => {
    const user = userEvent.setup();
    await renderMenu();
    const button = screen.getByRole('button', { name: 'Resources' });
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('closes on the second click, and opens again on the third', async () => {
    const user = userEvent.setup();
    await renderMenu();
    const button = screen.getByRole('button', { name: 'Resources' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Enter and closes with Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    await renderMenu();
    const button = screen.getByRole('button', { name: 'Resources' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
