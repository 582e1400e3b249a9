import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  hostPaths,
  ServiceCard,
  ServiceGrid,
} from '@craft/shared';
import { QueryView } from '@craft/shared';
import { useWishlist } from '../hooks/use-wishlist';
import { useBuyerTexts } from '../../../texts';

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
`;

/** The profile's 'Wishlist Item' tab: the real items, each with remove. */
export function WishlistList() {
  const t = useBuyerTexts('wishlist');
  const { query, remove, removeError } = useWishlist();
  return (
    <>
      {removeError && <Alert tone="error">{removeError}</Alert>}
      <QueryView query={query} notFound={t('empty')}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('empty')} action={<ButtonLink to={hostPaths.home}>{t('browse')}</ButtonLink>} />
          ) : (
            <ServiceGrid>
              {items.map((item) => (
                <Item key={item.service_id}>
                  <ServiceCard service={item.service} />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('removeLabel', { title: item.service.title })}
                    onClick={() => void remove(item.service_id)}
                  >
                    {t('remove')}
                  </Button>
                </Item>
              ))}
            </ServiceGrid>
          )
        }
      </QueryView>
    </>
  );
}
