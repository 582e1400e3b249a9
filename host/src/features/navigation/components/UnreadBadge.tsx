import { CountBadge } from '../../../components/CountBadge';
import { useUnreadCount } from '@craft/shared/live';
import { useMessagingTexts } from '@craft/shared/messaging/texts';


/**
 * The live unread count on the messages icon, and the link's name with it. Loaded lazily, so visitors' pages (the landing
 * page) never load the live stream; the count comes from the page's one stream ('@craft/shared/live').
 */
export default function UnreadBadge({ label }: { label: string }) {
  const t = useMessagingTexts();
  const unread = useUnreadCount();
  // One text for the link's name: "Messages, 2 unread messages".
  const name = unread ? `${label}, ${t('unread', { count: unread })}` : label;
  return (
    <>
      <CountBadge count={unread ?? 0} />
      <span className="visually-hidden">{name}</span>
    </>
  );
}
