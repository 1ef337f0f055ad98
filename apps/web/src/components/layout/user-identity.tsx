import type { User } from '@codingkaro/contracts';
import { UserAvatar } from '../ui/user-avatar';

interface UserIdentityProps {
  user: Pick<User, 'name' | 'email' | 'avatar'>;
  avatarSize: number;
  className?: string;
  nameClassName?: string;
}

/** The signed-in user's avatar, name and email, as the account menu and the mobile panel show them. */
export function UserIdentity({ user, avatarSize, className = '', nameClassName = '' }: UserIdentityProps) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <UserAvatar name={user.name} src={user.avatar} size={avatarSize} />
      <div className="min-w-0">
        <p className={`truncate font-semibold ${nameClassName}`}>{user.name}</p>
        <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
      </div>
    </div>
  );
}
