import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { EntryIcon, PrivateUser } from '@craft/shared';
import { LineIcon } from '../../../components/LineIcon';
import { navIconStyles } from '../../../components/navbar-styles';
import { entriesFor, type Viewer } from '../../../federation/remote-catalog';
import { UserMenu } from './UserMenu';

const IconLink = styled(NavLink)`
  ${navIconStyles}
`;

function DocumentIcon() {
  return (
    <LineIcon>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
      <path d="M14 3v5h5M9 13h6M9 17h6" strokeLinecap="round" />
    </LineIcon>
  );
}

function MessagesIcon() {
  return (
    <LineIcon>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" strokeLinejoin="round" />
      <path d="M7 9h10M7 13h6" strokeLinecap="round" />
    </LineIcon>
  );
}

/** The icons remotes may ask for in the navbar. */
const icons: Record<EntryIcon, () => ReactElement> = { document: DocumentIcon, messages: MessagesIcon };

// The live stream loads with the badge, never on a visitor's page.
const UnreadBadge = lazy(() => import('./UnreadBadge'));

/**
 * What the navbar shows a signed-in user at its end: the remotes' icon entries (with their live
 * badges), what the app adds (`icons`: the notification bell) and the user menu. A chunk of its own:
 * a visitor's page (the landing page) never loads it.
 */
export default function SignedInControls({ user, viewer, icons: extraIcons }: { user: PrivateUser; viewer: Viewer; icons?: ReactNode }) {
  return (
    <>
      {entriesFor('navbar-icon', viewer).map((entry) =>
        entry.badge ? (
          // The name is the label plus the live count, so it is text inside, not aria-label.
          <IconLink key={`${entry.remote}:${entry.id}`} to={entry.to} title={entry.text}>
            {entry.icon ? icons[entry.icon]() : null}
            <Suspense fallback={<span className="visually-hidden">{entry.text}</span>}>
              <UnreadBadge label={entry.text} />
            </Suspense>
          </IconLink>
        ) : (
          <IconLink key={`${entry.remote}:${entry.id}`} to={entry.to} aria-label={entry.text} title={entry.text}>
            {entry.icon ? icons[entry.icon]() : entry.text}
          </IconLink>
        ),
      )}
      {extraIcons}
      <UserMenu user={user} />
    </>
  );
}
