import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, hostPaths, useAuth } from '@craft/shared';
import { entriesFor } from '../../../federation/remote-catalog';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { SearchForm } from '../../../components/SearchForm';
import { useHostTexts } from '../../../texts';
import { roleHome } from '../../../lib/role-home';
import { useFreshUser } from '../hooks/use-fresh-user';
import { Logo } from './Logo';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 400;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(2)};

  /* On a phone the links (and the language switch) take their own row under the logo and the account buttons. */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    order: 3;
    flex-basis: 100%;
  }
`;

/** The language switch ends the links' row; on a phone it sits at the row's right end. */
const Language = styled.div`
  font-weight: 600;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    margin-left: auto;
  }
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &.active {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Search = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  max-width: 420px;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    order: 4;
    max-width: none;
    flex-basis: 100%;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    order: 2;
  }
`;

// The icon entries, their live badges and the user menu: only signed-in users load them.
const SignedInControls = lazy(() => import('./SignedInControls'));

/** Holds the user menu's place while the signed-in controls load. */
const ControlsPlaceholder = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`;

/**
 * Logo, Home, the remotes' navbar entries and the language switch; logged in: search, their icon entries, what the app
 * adds (`icons`: the notification bell) and the user menu; else Register and Login.
 */
export function Navbar({ icons: extraIcons }: { icons?: ReactNode } = {}) {
  const t = useHostTexts('nav');
  const { isLoggedIn, user } = useAuth();
  useFreshUser(isLoggedIn ? user : null);
  const home = isLoggedIn ? roleHome(user?.role) : hostPaths.root;
  const viewer = { isLoggedIn, role: user?.role ?? null };

  return (
    <Header>
      <Bar>
        <Logo to={home} seller={user?.role === 'seller'} compact />
        <Nav aria-label={t('label')}>
          <Links>
            <li>
              <Item to={home} end>
                {t('home')}
              </Item>
            </li>
            {entriesFor('navbar', viewer).map((entry) => (
              <li key={`${entry.remote}:${entry.id}`}>
                <Item to={entry.to}>{entry.text}</Item>
              </li>
            ))}
          </Links>
          <Language>
            <LanguageSwitch single />
          </Language>
        </Nav>
        {isLoggedIn && (
          <Search>
            <SearchForm label={t('search')} placeholder={t('searchPlaceholder')} submitLabel={t('searchSubmit')} />
          </Search>
        )}
        <End>
          {isLoggedIn && user ? (
            <Suspense fallback={<ControlsPlaceholder />}>
              <SignedInControls user={user} viewer={viewer} icons={extraIcons} />
            </Suspense>
          ) : (
            <>
              <ButtonLink to={hostPaths.register} variant="seller" size="sm">
                {t('register')}
              </ButtonLink>
              <ButtonLink to={hostPaths.root} variant="secondary" size="sm">
                {t('login')}
              </ButtonLink>
            </>
          )}
        </End>
      </Bar>
    </Header>
  );
}
