import type { FeatureFlag, StaffRole } from '@codingkaro/contracts';
import { BarChart3, ClipboardCheck, Headset, Mail, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from '../../lib/router';
import { useServicesConfig } from '../../lib/services-config';

interface StaffLink {
  to: string;
  label: string;
  role: StaffRole;
  feature?: FeatureFlag;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const STAFF_LINKS: StaffLink[] = [
  { to: '/staff/cv-reviews', label: 'Review queue', role: 'reviewer', feature: 'cvReview', icon: ClipboardCheck },
  { to: '/staff/mentorship', label: 'Mentor dashboard', role: 'mentor', feature: 'mentorship', icon: Users },
  { to: '/staff/support', label: 'Support queue', role: 'admin', feature: 'supportTickets', icon: Headset },
  { to: '/staff/outbox', label: 'Email outbox', role: 'admin', icon: Mail },
  { to: '/admin/analytics', label: 'Analytics', role: 'admin', icon: BarChart3 },
];

/** The staff screens this viewer's roles open (services switched off are left out). */
export function useStaffLinks(): StaffLink[] {
  const config = useServicesConfig().data;
  if (!config) return [];
  return STAFF_LINKS.filter((link) => config.roles.includes(link.role) && (!link.feature || config.features[link.feature]));
}

/** A "Staff" group for the account menus; renders nothing for learners. */
export function StaffLinks({ onNavigate, className = '' }: { onNavigate?: () => void; className?: string }) {
  const links = useStaffLinks();
  if (links.length === 0) return null;
  return (
    <nav aria-label="Staff" className={className}>
      <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Staff</p>
      {links.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          onClick={onNavigate}
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Icon className="h-4 w-4" aria-hidden /> {label}
        </Link>
      ))}
    </nav>
  );
}
