import {
  formatRupees,
  type MentorshipTier,
  PRICE_LIST,
  type Subscription,
  TIER_MONTHLY_SESSIONS,
  tierProduct,
} from '@codingkaro/contracts';
import { CalendarCheck, Check, FileText, MessagesSquare, Sparkles } from 'lucide-react';
import { CheckoutPanel } from '../../components/payments/checkout-panel';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { useAuth } from '../../lib/auth/auth-provider';
import { useMyPayments } from '../../lib/payments-api';
import { Link } from '../../lib/router';
import { useServicesConfig } from '../../lib/services-config';
import { PlanActions, tierName } from './plan-actions';

const TIERS: { tier: MentorshipTier; pitch: string; perks: string[]; featured?: boolean }[] = [
  {
    tier: 'basic',
    pitch: 'A monthly check-in with a mentor to keep your preparation on track.',
    perks: [`${TIER_MONTHLY_SESSIONS.basic} one-to-one session a month`],
  },
  {
    tier: 'premium',
    pitch: 'Regular sessions for an active job search.',
    perks: [`${TIER_MONTHLY_SESSIONS.premium} one-to-one sessions a month`],
    featured: true,
  },
  {
    tier: 'enterprise',
    pitch: 'Weekly guidance for intensive preparation.',
    perks: [`${TIER_MONTHLY_SESSIONS.enterprise} one-to-one sessions a month`],
  },
];

function TierCard({
  tier,
  pitch,
  perks,
  featured,
  current,
}: (typeof TIERS)[number] & { current: Subscription | null | undefined }) {
  const price = PRICE_LIST[tierProduct(tier)];
  const mine = current?.tier === tier;
  return (
    <article
      aria-current={mine ? 'true' : undefined}
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        mine
          ? 'border-emerald-500 ring-2 ring-emerald-500/30'
          : featured
            ? 'border-indigo-500 ring-2 ring-indigo-500/30'
            : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{tierName(tier)}</h3>
        {mine ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            Your plan
          </span>
        ) : (
          featured && (
            <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
              Lowest price per session
            </span>
          )
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{pitch}</p>
      <p className="mt-4">
        <span className="text-3xl font-bold">{formatRupees(price.amountPaise)}</span>
        <span className="text-sm text-slate-500 dark:text-slate-400"> / month</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {perks.map((perk) => (
          <li key={perk} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden />
            {perk}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <SubscribeAction tier={tier} current={current} />
      </div>
    </article>
  );
}

/**
 * Signed in: the checkout for this tier, or, with a plan already, what it is and how to cancel or
 * resume it (a second plan is refused by the server); guests are asked to sign in first.
 */
function SubscribeAction({ tier, current }: { tier: MentorshipTier; current: Subscription | null | undefined }) {
  const { user, signIn } = useAuth();
  const price = PRICE_LIST[tierProduct(tier)];
  if (user && current) return <PlanActions tier={tier} current={current} />;
  if (!user) {
    return (
      <Button variant="secondary" className="w-full" onClick={signIn}>
        Sign in to subscribe
      </Button>
    );
  }
  return <CheckoutPanel purchase={{ kind: 'subscription', tier }} amountPaise={price.amountPaise} title={price.name} />;
}

/** Ordering opens once the service's own screens (booking, upload) are on this site. */
function NotOpenYet() {
  return <p className="mt-4 text-xs font-medium text-slate-500 dark:text-slate-400">Not open for orders on this site yet.</p>;
}

function OneTimeCard({
  icon: Icon,
  title,
  amountPaise,
  description,
  orderRoute,
}: {
  icon: typeof FileText;
  title: string;
  amountPaise: number;
  description: string;
  /** Where the service is ordered; without one the card says it is not open for orders yet. */
  orderRoute?: { to: string; label: string };
}) {
  return (
    <article className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-indigo-500/15 text-indigo-600 dark:text-indigo-300">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="font-semibold">{title}</h3>
          <p className="text-xl font-bold">{formatRupees(amountPaise)}</p>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        {orderRoute ? (
          <Link
            to={orderRoute.to}
            className="mt-3 inline-flex h-9 items-center rounded-lg bg-indigo-600 px-3 text-sm font-medium text-white hover:bg-indigo-500"
          >
            {orderRoute.label}
          </Link>
        ) : (
          <NotOpenYet />
        )}
      </div>
    </article>
  );
}

/** /pricing: the spec's price list (section 9), in rupees; mentorship tiers can be subscribed to here. */
export function PricingPage() {
  usePageTitle('Pricing');
  const config = useServicesConfig().data;
  const features = config?.features;
  const supportEmail = config?.supportEmail;
  const { user } = useAuth();
  const payments = useMyPayments(Boolean(user) && features?.payments !== false);
  const current = user ? payments.data?.subscription : null;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6 lg:pt-10">
      <header className="mx-auto max-w-2xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
          <Sparkles className="h-4 w-4" aria-hidden /> Services
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Expert help when you want it</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Practice on CodingKaro is free. Mentors and reviewers are paid services, priced in Indian rupees. Monthly plans renew
          each month; one-time services are paid once.
        </p>
      </header>

      {features?.mentorship !== false && (
        <section aria-labelledby="tiers-heading" className="mt-12">
          <h2 id="tiers-heading" className="text-xl font-semibold">
            Mentorship plans
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Billed monthly. Sessions a month are our own allowance for each plan; unused sessions do not carry over.
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {TIERS.map((t) => (
              <TierCard key={t.tier} {...t} current={current} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="one-time-heading" className="mt-14">
        <h2 id="one-time-heading" className="text-xl font-semibold">
          One-time services
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {features?.cvReview !== false && (
            <OneTimeCard
              icon={FileText}
              title={PRICE_LIST['cv-review'].name}
              amountPaise={PRICE_LIST['cv-review'].amountPaise}
              description="A reviewer reads your CV for the role you target and returns comments per section and an overall score."
              orderRoute={{ to: '/cv-review', label: 'Order a CV review' }}
            />
          )}
          {features?.mentorship !== false && (
            <OneTimeCard
              icon={CalendarCheck}
              title={PRICE_LIST['mentorship-session'].name}
              amountPaise={PRICE_LIST['mentorship-session'].amountPaise}
              description="One call with a mentor without a monthly plan: a mock interview, career questions or a code walkthrough."
              orderRoute={{ to: '/mentorship', label: 'Book a session' }}
            />
          )}
        </div>
      </section>

      {features?.supportTickets !== false && (
        <section className="mt-14 flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900/60">
          <div className="flex items-start gap-3">
            <MessagesSquare className="mt-0.5 h-5 w-5 text-indigo-500" aria-hidden />
            <div>
              <h2 className="font-semibold">Questions about a payment?</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Open a support ticket{supportEmail ? ` or write to ${supportEmail}` : ''}.
              </p>
            </div>
          </div>
          <Link
            to="/support"
            className="inline-flex h-10 items-center rounded-lg bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500"
          >
            Get support
          </Link>
        </section>
      )}
    </div>
  );
}
