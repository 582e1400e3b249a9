import styled from 'styled-components';
import { assetUrl } from '@craft/shared';
import { useSellerTexts } from '../../../texts';

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    display: block;
  }
`;

/** A project's images in a grid that is one column on a phone. */
export function Gallery({ name, images }: { name: string; images: string[] }) {
  const t = useSellerTexts('portfolio');
  if (images.length === 0) return null;
  return (
    <Grid>
      {images.map((src, index) => (
        <li key={src}>
          <img src={assetUrl(src) ?? ''} alt={t('imageAlt', { name, n: index + 1 })} loading="lazy" />
        </li>
      ))}
    </Grid>
  );
}
