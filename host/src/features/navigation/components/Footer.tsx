import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hostPaths } from '@craft/shared';
import { useHostTexts } from '../../../texts';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { Logo } from './Logo';

const Bar = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.dark};
  color: #fff;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: #fff;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

const Small = styled.p`
  width: 100%;
  margin: 0;
  color: #c9c1d6;
  font-size: 0.875rem;
`;

const LINKS = [
  { label: 'footer.home', to: hostPaths.root },
  { label: 'footer.menu', to: hostPaths.menu },
  { label: 'footer.about', to: hostPaths.about },
  { label: 'footer.contact', to: hostPaths.contact },
  { label: 'footer.help', to: hostPaths.help },
  { label: 'footer.german', to: hostPaths.loginDe },
  // The legal pages German law requires, on every page.
  { label: 'footer.imprint', to: hostPaths.imprint },
  { label: 'footer.privacy', to: hostPaths.privacy },
  { label: 'footer.terms', to: hostPaths.terms },
] as const;

/** Logo and the footer links, each to a real page. */
export function Footer() {
  const t = useHostTexts();
  return (
    <Bar>
      <Inner>
        <Logo to={hostPaths.root} inverted />
        <nav aria-label={t('footer.label')}>
          <Links>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <LanguageSwitch />
        <Small>{t('footer.copyright', { year: new Date().getFullYear() })}</Small>
      </Inner>
    </Bar>
  );
}
