import { type MentorshipTier, PRICE_LIST, type Subscription, tierProduct } from '@codingkaro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { cancelSubscription, paymentKeys, resumeSubscription } from '../../lib/payments-api';

export const tierName = (tier: MentorshipTier) => PRICE_LIST[tierProduct(tier)].name.replace('Mentorship ', '');

export const planEnd = (subscription: Subscription) =>
  subscription.currentPeriodEnd
    ? new Date(subscription.currentPeriodEnd).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })
    : null;

/**
 * What a learner with a plan sees on each tier card: on their own plan, when it renews or ends with
 * Cancel (asked first) or Resume; on the others, why they cannot subscribe twice.
 */
export function PlanActions({ tier, current }: { tier: MentorshipTier; current: Subscription }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const until = planEnd(current);
  const change = useMutation({
    mutationFn: (action: 'cancel' | 'resume') => (action === 'cancel' ? cancelSubscription() : resumeSubscription()),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(paymentKeys.mine, (old: { subscription: Subscription | null } | undefined) =>
        old ? { ...old, subscription } : old,
      );
      setAsking(false);
    },
  });

  if (current.tier !== tier) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {current.cancelAtPeriodEnd
          ? `Your ${tierName(current.tier)} plan ends${until ? ` on ${until}` : ''}; you can choose another plan then.`
          : `You have the ${tierName(current.tier)} plan${until ? ` until ${until}` : ''}. To switch, cancel it first.`}
      </p>
    );
  }

  return (
    <div className="space-y-2 text-sm">
      {current.cancelAtPeriodEnd ? (
        <p className="font-medium text-amber-700 dark:text-amber-300">
          {until ? `Cancels on ${until}.` : 'Cancelled.'} It stays yours until then and does not renew.
        </p>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          You are on this plan{until ? ` until ${until}` : ''}; it renews each month.
        </p>
      )}
      {current.cancelAtPeriodEnd ? (
        current.resumable ? (
          <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate('resume')}>
            {change.isPending ? 'Resuming…' : 'Resume plan'}
          </Button>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">You can subscribe again once it ends.</p>
        )
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Cancel plan
        </Button>
      )}
      {change.isError && !asking && (
        <p role="alert" className="text-rose-600 dark:text-rose-400">
          {errorMessage(change.error)}
        </p>
      )}
      {asking && (
        <AlertDialog
          title={`Cancel your ${tierName(tier)} plan?`}
          message={`It will not renew. You keep its sessions until ${until ?? 'the end of the month you paid for'}.${
            change.isError ? ` ${errorMessage(change.error)}` : ''
          }`}
          onClose={() => {
            setAsking(false);
            change.reset();
          }}
          confirm={{
            label: change.isPending ? 'Cancelling…' : 'Cancel plan',
            dismissLabel: 'Keep plan',
            busy: change.isPending,
            onConfirm: () => change.mutate('cancel'),
          }}
        />
      )}
    </div>
  );
}
