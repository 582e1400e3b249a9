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
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.wishlist;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
`;

/** The profile's 'Wishlist Item' tab: the real items, each with remove. */
export function WishlistList() {
  const { query, remove, removeError } = useWishlist();
  return (
    <>
      {removeError && <Alert tone="error">{removeError}</Alert>}
      <QueryView query={query} notFound={texts.empty}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={texts.empty} action={<ButtonLink to={hostPaths.home}>{texts.browse}</ButtonLink>} />
          ) : (
            <ServiceGrid>
              {items.map((item) => (
                <Item key={item.service_id}>
                  <ServiceCard service={item.service} />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={texts.removeLabel(item.service.title)}
                    onClick={() => void remove(item.service_id)}
                  >
                    {texts.remove}
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
