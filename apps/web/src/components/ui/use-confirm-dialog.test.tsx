import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ConfirmRequest, useConfirmDialog } from './use-confirm-dialog';

function Asker({ request }: { request: ConfirmRequest }) {
  const confirm = useConfirmDialog();
  return (
    <>
      <button type="button" onClick={() => confirm.ask(request)}>
        Do it
      </button>
      {confirm.dialog}
    </>
  );
}

describe('useConfirmDialog', () => {
  it('runs the action once, only when chosen; Escape and Cancel leave it undone and give the focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <Asker request={{ title: 'Delete this room?', message: 'This cannot be undone.', label: 'Delete room', onConfirm }} />,
    );
    const opener = screen.getByRole('button', { name: 'Do it' });

    await user.click(opener);
    expect(screen.getByRole('alertdialog', { name: 'Delete this room?' })).toHaveAccessibleDescription('This cannot be undone.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(opener);
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete room' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('words the safe choice as asked and paints a step that loses nothing as primary, not danger', async () => {
    const user = userEvent.setup();
    render(
      <Asker
        request={{
          title: 'Change level?',
          message: 'Continue?',
          label: 'Continue',
          dismissLabel: 'Stay',
          tone: 'primary',
          onConfirm: () => {},
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change level?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Continue' }).className).toContain('bg-indigo-600');
    expect(within(dialog).getByRole('button', { name: 'Continue' }).className).not.toContain('bg-rose');
  });
});
