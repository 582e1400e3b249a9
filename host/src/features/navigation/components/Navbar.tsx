import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, hostPaths, useAuth, type EntryIcon } from '@craft/shared';
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

/** The language switch (#18) ends the links' row; on a phone it sits at the row's right end. */
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

const IconLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

function DocumentIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
      <path d="M14 3v5h5M9 13h6M9 17h6" strokeLinecap="round" />
    </svg>
  );
}

function MessagesIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" strokeLinejoin="round" />
      <path d="M7 9h10M7 13h6" strokeLinecap="round" />
    </svg>
  );
}

/** The icons remotes may ask for in the navbar. */
const icons: Record<EntryIcon, () => ReactElement> = { document: DocumentIcon, messages: MessagesIcon };

// Only signed-in users see badges: the live stream never loads on a visitor's page.
const UnreadBadge = lazy(() => import('./UnreadBadge'));
// Nor the user menu (and its sign-out dialog): a visitor's landing page does not carry it.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** Holds the user menu's place while it loads, so the navbar does not shift. */
const MenuPlaceholder = styled.span`
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
            <>
              {entriesFor('navbar-icon', viewer).map((entry) =>
                entry.badge ? (
                  // The name is the label plus the live count, so it is text inside, not aria-label.
                  <IconLink key={`${entry.remote}:${entry.id}`} to={entry.to} title={entry.text}>
                    {entry.icon ? icons[entry.icon]() : null}
                    <Suspense fallback={<span className="visually-hidden">{entry.text}</span>}>
                      <UnreadBadge label={entry.text} />
                    </Suspense>
                  </IconLink>
                ) : (
                  <IconLink key={`${entry.remote}:${entry.id}`} to={entry.to} aria-label={entry.text} title={entry.text}>
                    {entry.icon ? icons[entry.icon]() : entry.text}
                  </IconLink>
                ),
              )}
              {extraIcons}
              <Suspense fallback={<MenuPlaceholder />}>
                <UserMenu user={user} />
              </Suspense>
            </>
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
