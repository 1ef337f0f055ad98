import { type ReactNode, useCallback, useState } from 'react';
import { AlertDialog } from './alert-dialog';

/** One question the app asks before a destructive or disruptive step. */
export interface ConfirmRequest {
  title: string;
  message: string;
  /** The button that goes ahead ("Reset", "Delete room"). */
  label: string;
  onConfirm: () => void;
  dismissLabel?: string;
  tone?: 'danger' | 'primary';
}

/**
 * The app's own `window.confirm`: `ask(request)` opens an accessible alert dialog and runs
 * `onConfirm` only when the learner chooses the action. Render `dialog` where the component renders.
 */
export function useConfirmDialog(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = useCallback((next: ConfirmRequest) => setRequest(next), []);
  const close = useCallback(() => setRequest(null), []);
  const dialog = request ? (
    <AlertDialog
      title={request.title}
      message={request.message}
      onClose={close}
      confirm={{
        label: request.label,
        dismissLabel: request.dismissLabel,
        tone: request.tone,
        onConfirm: () => {
          setRequest(null);
          request.onConfirm();
        },
      }}
    />
  ) : null;
  return { ask, dialog };
}
