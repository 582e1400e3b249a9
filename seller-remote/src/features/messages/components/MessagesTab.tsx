import { useSearchParams } from 'react-router-dom';
import { MessagesLayout } from '@craft/shared/messaging';
import { links } from '../../../config/paths';

/** The dashboard's Messages tab: conversations with customers; ?conversation= names the open one. */
export function MessagesTab() {
  const [params] = useSearchParams();
  const selected = Number(params.get('conversation'));
  return (
    <MessagesLayout
      selectedId={Number.isInteger(selected) && selected > 0 ? selected : null}
      linkTo={links.sellerConversation}
      listPath={links.sellerDashboardTab('messages')}
    />
  );
}
