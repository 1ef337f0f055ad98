import {
  PLATFORMS,
  type PlatformId,
  USERNAME_REQUIRED,
  USERNAME_VERIFIED,
  usernameNotFoundMessage,
  usernameProblem,
  VALIDATE_FAILED,
} from '@codingkaro/contracts';
import { CheckCircle2, Loader2, X, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdatePlatforms, validateUsername } from '../api/profile-api';

type Validation =
  | { state: 'none' }
  | { state: 'valid' }
  | { state: 'invalid'; message: string }
  | { state: 'error'; message: string };

interface ConnectDialogProps {
  platform: PlatformId;
  /** The username already connected, if any. */
  existing: string;
  onClose(): void;
}

/** Spec 2 connect dialog: validate the username with the platform, then connect it. */
export function ConnectDialog({ platform, existing, onClose }: ConnectDialogProps) {
  const info = PLATFORMS[platform];
  const [username, setUsername] = useState(existing);
  const [validation, setValidation] = useState<Validation>({ state: 'none' });
  const [checking, setChecking] = useState(false);
  const update = useUpdatePlatforms();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const trimmed = username.trim();

  async function validate() {
    const problem = usernameProblem(platform, username);
    if (problem === USERNAME_REQUIRED) {
      setValidation({ state: 'invalid', message: USERNAME_REQUIRED });
      return;
    }
    if (problem) {
      setValidation({ state: 'invalid', message: problem });
      return;
    }
    setChecking(true);
    try {
      const exists = await validateUsername(platform, trimmed);
      setValidation(exists ? { state: 'valid' } : { state: 'invalid', message: usernameNotFoundMessage(trimmed, info.name) });
    } catch {
      setValidation({ state: 'error', message: VALIDATE_FAILED });
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (validation.state !== 'valid') {
      await validate();
      return;
    }
    try {
      await update.mutateAsync({ [platform]: trimmed });
      notify.success(`${info.name} connected`);
      onClose();
    } catch (error) {
      // The dialog stays open so nothing typed is lost.
      notify.error(errorMessage(error, `Could not connect ${info.name}`));
    }
  }

  const busy = checking || update.isPending;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 sm:items-center sm:p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-t-2xl border border-slate-200 bg-white p-6 shadow-2xl sm:rounded-2xl dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mb-1 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
            Connect {info.name}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{info.description}.</p>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          Example: <span className="break-all font-mono">{`${info.profileBaseUrl}${info.exampleUsername}`}</span>
        </p>
        <form onSubmit={submit} className="mt-5 space-y-3" noValidate>
          <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            {info.name} username
            <input
              ref={inputRef}
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                setValidation({ state: 'none' });
              }}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              aria-invalid={validation.state === 'invalid' || validation.state === 'error'}
              aria-describedby={messageId}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
            />
          </label>
          {trimmed && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Profile: <span className="break-all font-mono">{`${info.profileBaseUrl}${trimmed}`}</span>
            </p>
          )}
          <div id={messageId} aria-live="polite" className="min-h-5 text-sm">
            {validation.state === 'valid' && (
              <p className="flex items-center gap-1.5 text-emerald-600 dark:text-emerald-400">
                <CheckCircle2 className="h-4 w-4" aria-hidden /> {USERNAME_VERIFIED}
              </p>
            )}
            {(validation.state === 'invalid' || validation.state === 'error') && (
              <p className="flex items-center gap-1.5 text-rose-600 dark:text-rose-400">
                <XCircle className="h-4 w-4 shrink-0" aria-hidden /> {validation.message}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {validation.state === 'valid' ? 'Connect Platform' : 'Validate Username'}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
