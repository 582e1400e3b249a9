import styled from 'styled-components';
import { useUnreadCount } from '@craft/shared/live';
import { messagingTexts } from '@craft/shared/texts/messaging';

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/**
 * The live unread count on the messages icon (#17), and the link's name with it. Loaded lazily, so visitors' pages (the landing
 * page) never load the live stream; the count comes from the page's one stream ('@craft/shared/live').
 */
export default function UnreadBadge({ label }: { label: string }) {
  const unread = useUnreadCount();
  // One text for the link's name: "Messages, 2 unread messages".
  const name = unread ? `${label}, ${messagingTexts.unread(unread)}` : label;
  return (
    <>
      {unread ? <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count> : null}
      <span className="visually-hidden">{name}</span>
    </>
  );
}
