import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@craft/shared';
import { MessagesLayout, useMessagingTexts } from '@craft/shared/messaging';
import { buyerPaths, links } from '../../../config/paths';

/** /messages: the buyer's conversations with craftsmen; ?conversation= names the open one. */
export function MessagesPage() {
  const t = useMessagingTexts();
  const [params] = useSearchParams();
  const selected = Number(params.get('conversation'));
  return (
    <PageContainer>
      <h1>{t('title')}</h1>
      <MessagesLayout selectedId={Number.isInteger(selected) && selected > 0 ? selected : null} linkTo={links.conversation} listPath={buyerPaths.messages} />
    </PageContainer>
  );
}
