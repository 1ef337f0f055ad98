import { type Contest, REMINDER_LEAD_LABELS, REMINDER_LEAD_MINUTES, type ReminderLeadMinutes } from '@codingkaro/contracts';
import { Bell, BellRing, Check } from 'lucide-react';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-provider';
import { notify } from '../../lib/notify';
import { useDismiss } from '../../lib/use-dismiss';
import { useChangeReminder, useContestReminders } from './api/contests-api';
import { askNotificationPermission, notificationNotice, notificationState } from './browser-notifications';

const menuLabel = (lead: ReminderLeadMinutes) => `${REMINDER_LEAD_LABELS[lead]} before`;

const popoverClasses =
  'absolute left-0 top-full z-30 mt-2 w-64 max-w-[calc(100vw-2rem)] animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 text-sm shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40';

/**
 * "Remind me" on an upcoming contest card: a menu of lead times (10 minutes, 1 hour, 1 day before),
 * each a checkbox item showing whether it is set; guests get a sign-in prompt instead.
 */
export function ReminderControl({ contest, now }: { contest: Contest; now: number }) {
  const { user, status, signIn } = useAuth();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const reminders = useContestReminders(user?.id ?? null);
  const change = useChangeReminder(user?.id ?? '');
  const set = new Set((reminders.data?.reminders ?? []).filter((r) => r.contestId === contest._id).map((r) => r.leadMinutes));
  const start = Date.parse(contest.start_time);
  const [notice, setNotice] = useState(() => notificationNotice(notificationState()));

  const chosen = REMINDER_LEAD_MINUTES.filter((lead) => set.has(lead));
  const buttonText =
    chosen.length === 0
      ? 'Remind me'
      : chosen.length === 1
        ? `Reminder set (${menuLabel(chosen[0] as ReminderLeadMinutes)})`
        : `Reminders set (${chosen.length})`;

  const focusItem = (step: 1 | -1 | 'first' | 'last') => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemcheckbox"]:not([disabled])') ?? [])];
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (index + step + items.length) % items.length;
    items[next]?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusItem(move);
  };
  const toggleOpen = () => {
    setOpen((value) => !value);
    // focus the first choice once the menu is drawn (keyboard and screen-reader users land in it)
    if (!open && user) requestAnimationFrame(() => focusItem('first'));
  };

  const toggle = (lead: ReminderLeadMinutes) => {
    // one change at a time; the items stay enabled so keyboard focus is not lost while it saves
    if (change.isPending) return;
    const on = !set.has(lead);
    // asked inside the click, where browsers allow the prompt; only the first time (state "default")
    const permission = on ? askNotificationPermission() : null;
    change.mutate(
      { contestId: contest._id, leadMinutes: lead, on },
      {
        onSuccess: async () => {
          if (!on) {
            notify.success(`Reminder removed (${menuLabel(lead)})`);
            return;
          }
          notify.success(`Reminder set: ${menuLabel(lead)}`);
          const message = notificationNotice(permission ? await permission : notificationState());
          setNotice(message);
          if (message) notify.warning(message);
        },
        onError: (error) => notify.error(error instanceof Error ? error.message : 'Could not change the reminder'),
      },
    );
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses(
          chosen.length ? 'secondary' : 'ghost',
          'sm',
          chosen.length ? 'text-indigo-700 dark:text-indigo-300' : '',
        )}
        aria-haspopup={user ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={status === 'loading'}
        onClick={toggleOpen}
      >
        {chosen.length ? <BellRing className="h-4 w-4" aria-hidden /> : <Bell className="h-4 w-4" aria-hidden />} {buttonText}
      </button>
      {open && !user && (
        <div id={popoverId} role="dialog" aria-label="Sign in to set reminders" className={`${popoverClasses} p-3`}>
          <p className="text-slate-700 dark:text-slate-200">Sign in to get a reminder before this contest starts.</p>
          <button type="button" className={buttonClasses('primary', 'sm', 'mt-3 w-full')} onClick={signIn}>
            Sign in
          </button>
        </div>
      )}
      {open && user && (
        <div
          id={popoverId}
          ref={menuRef}
          role="menu"
          aria-label={`Remind me about ${contest.title}`}
          aria-busy={change.isPending}
          className={popoverClasses}
          onKeyDown={onMenuKey}
        >
          {REMINDER_LEAD_MINUTES.map((lead) => {
            const checked = set.has(lead);
            const tooLate = !checked && start - lead * 60_000 <= now;
            return (
              <button
                key={lead}
                type="button"
                role="menuitemcheckbox"
                aria-checked={checked}
                disabled={tooLate}
                onClick={() => toggle(lead)}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
              >
                <span className="flex h-4 w-4 shrink-0 items-center justify-center" aria-hidden>
                  {checked && <Check className="h-4 w-4 text-indigo-600 dark:text-indigo-400" />}
                </span>
                <span>{menuLabel(lead)}</span>
                {tooLate && <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">too late</span>}
              </button>
            );
          })}
          <p className="border-t border-slate-200 px-3 pb-1 pt-2 text-xs leading-relaxed text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {notice ?? 'An alert pops up here while CodingKaro is open.'}{' '}
            {reminders.data &&
              (reminders.data.emailDelivery ? `An email goes to ${user.email}.` : 'This server sends no reminder emails.')}
          </p>
        </div>
      )}
    </div>
  );
}
