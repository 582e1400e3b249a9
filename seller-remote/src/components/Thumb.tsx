import styled from 'styled-components';
import { assetUrl } from '@craft/shared';
import { useSellerTexts } from '../texts';

const Img = styled.img<{ $height: number }>`
  display: block;
  width: 100%;
  height: ${({ $height }) => `${$height}px`};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
`;

const Placeholder = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ $height }) => `${$height}px`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.bandLight};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A service or project photo from the API, or a calm placeholder when there is none. */
export function Thumb({ src, alt, height = 160 }: { src: string | null | undefined; alt: string; height?: number }) {
  const t = useSellerTexts('services');
  const url = assetUrl(src);
  return url ? <Img src={url} alt={alt} $height={height} loading="lazy" /> : <Placeholder $height={height}>{t('noPhoto')}</Placeholder>;
}
