import { PUBLIC_HANDLE_MAX, publicHandleProblem } from '@codingkaro/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClasses } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSetPublicHandle } from '../api/profile-api';

/** Lets the owner of a public profile choose its address (/u/{handle}); the rules come from the contracts. */
export function PublicHandleForm({ current }: { current: string }) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(current);
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetPublicHandle();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const handle = value.trim().toLowerCase();
    const local = publicHandleProblem(handle);
    setProblem(local ?? undefined);
    if (local || handle === current) return;
    save.mutate(handle, {
      onSuccess: (profile) => {
        setValue(profile.publicHandle ?? handle);
        notify.success('Public address saved');
      },
      onError: (error) => setProblem(errorMessage(error, 'Could not save the address; please try again')),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Public address" className="space-y-1">
      <label htmlFor={inputId} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
        Public address
      </label>
      <div className="flex items-center gap-2">
        <span className="shrink-0 text-slate-500 dark:text-slate-400" aria-hidden>
          /u/
        </span>
        <input
          id={inputId}
          value={value}
          maxLength={PUBLIC_HANDLE_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
          className={`${inputClasses} min-w-0 flex-1`}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || value.trim().toLowerCase() === current}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <FieldError id={errorId} message={problem} />
    </form>
  );
}
