import type { AccountRole } from '@craft/shared';
import { entriesFor } from '../../../federation/remote-catalog';
import { hostText } from '../../../texts';

export type MenuEntry = { id: string; label: string; to: string } | { id: string; label: string; href: string };

/** Where the host's own entry sits among the remotes' (their `order` scale). */
const REFER_FRIENDS_ORDER = 60;

/**
 * The user menu (its texts in the page's language at the moment of the call): the entries the remotes declare for it, plus the host's own Refer Friends
 * (a mail to a friend, no page of any remote).
 */
export function userMenuEntries(origin: string, role: AccountRole | null): MenuEntry[] {
  const referFriends = {
    id: 'refer-friends',
    label: hostText('nav.referFriends'),
    href: `mailto:?subject=${encodeURIComponent(hostText('nav.referSubject'))}&body=${encodeURIComponent(hostText('nav.referBody', { url: origin }))}`,
    order: REFER_FRIENDS_ORDER,
  };
  const fromRemotes = entriesFor('user-menu', { isLoggedIn: true, role }).map((entry) => ({
    id: `${entry.remote}:${entry.id}`,
    label: entry.text,
    to: entry.to,
    order: entry.order,
  }));
  return [...fromRemotes, referFriends]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}
