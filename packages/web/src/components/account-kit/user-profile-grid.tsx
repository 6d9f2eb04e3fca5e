import type { UserProfile } from '@tonearm/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/**
 * Public profiles as round avatars over their names, each linking to the profile. A profile's
 * follower tabs and the search page lay the grid out at their own density and avatar size.
 */
export function UserProfileGrid({
  users,
  className,
  avatarSize,
}: {
  users: UserProfile[];
  className: string;
  avatarSize: number;
}) {
  return (
    <ul className={className}>
      {users.map((user) => (
        <li key={user.id}>
          <Link
            to={paths.userProfile(user)}
            className="flex flex-col items-center gap-3 rounded-xl p-4 text-center hover:bg-hover"
          >
            <Avatar src={user.image} name={user.name} size={avatarSize} />
            <span className="w-full truncate font-semibold">{user.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
