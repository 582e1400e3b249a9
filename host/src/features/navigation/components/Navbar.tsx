import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle, css, useTheme } from 'styled-components';
import { ButtonLink, hostPaths, useAuth } from '@craft/shared';
import { entriesFor } from '../../../federation/remote-catalog';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { LineIcon } from '../../../components/LineIcon';
import { navIconStyles } from '../../../components/navbar-styles';
import { SearchForm } from '../../../components/SearchForm';
import { useHostTexts } from '../../../texts';
import { phoneScreenQuery, screenMedia } from '../../../lib/phone-screen';
import { roleHome } from '../../../lib/role-home';
import { useFreshUser } from '../hooks/use-fresh-user';
import { Logo } from './Logo';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 400;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* The page's scroll padding is for what lies under the header, not for the header's own
     controls: focusing one must not scroll the page to the top, where the sticky header began. */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    &,
    & * {
      scroll-margin-top: -72px;
    }
  }
`;

/**
 * The collapsed header is one row of 61 px (a 44 px target, 8 px above and below, the border):
 * whatever the browser scrolls into view, a focused field or its error, lands below it.
 */
const ScrollPadding = createGlobalStyle`
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    html {
      scroll-padding-top: 72px;
    }
  }
`;

/** What the collapsed header leaves out: the links' row and the search. */
const hiddenWhenCollapsed = css<{ $collapsed: boolean }>`
  ${({ $collapsed }) => ($collapsed ? 'display: none;' : '')}
`;

const MenuButton = styled.button`
  ${navIconStyles}
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
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

const Nav = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(2)};

  /* On a phone the links (and the language switch) take their own row under the logo and the account buttons. */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    order: 3;
    flex-basis: 100%;
  }
  ${hiddenWhenCollapsed}
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

const Search = styled.div<{ $collapsed: boolean }>`
  flex: 1 1 240px;
  min-width: 0;
  max-width: 420px;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    order: 4;
    max-width: none;
    flex-basis: 100%;
  }
  ${hiddenWhenCollapsed}
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

function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * On a phone the header is 200 px and more (logo and account, links, search): scrolled down, it
 * collapses to its first row, and the menu button brings the rest back. A margin under the collapsed
 * header keeps its place in the page as tall as the full header, so the page under it never jumps
 * (a jump near the top would undo the scroll that collapsed it). At the top, or on a wider screen,
 * it is the full header.
 *
 * Whether it collapses is learnt from scroll events (and a change of the screen's width), never
 * while the page hydrates: the server renders the full header, and asking the width and the scroll
 * position at hydration rendered the navbar a second time at once and forced a layout, a long task
 * on every phone's first load.
 */
function useCollapsingHeader() {
  const phoneQuery = phoneScreenQuery(useTheme());
  const headerRef = useRef<HTMLElement>(null);
  const fullHeight = useRef(0);
  // Scrolled down on a phone-wide screen: the one case the header collapses in.
  const [scrolled, setScrolled] = useState(false);
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const collapsed = scrolled && !opened;

  useEffect(() => {
    const phone = screenMedia(phoneQuery);
    if (!phone) return undefined;
    const onScroll = () => {
      const down = phone.matches && window.scrollY > 0;
      if (down && headerRef.current && headerRef.current.style.marginBottom === '') fullHeight.current = headerRef.current.offsetHeight;
      if (!down) setOpened(false);
      setScrolled(down);
    };
    // A page scrolled already (a reload, a visitor faster than the scripts) collapses at the next frame.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    phone.addEventListener('change', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      phone.removeEventListener('change', onScroll);
    };
  }, [phoneQuery]);

  useEffect(() => setOpened(false), [pathname]);

  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    if (!collapsed) {
      header.style.marginBottom = '';
      // Measured only where the header can collapse next (opened by the menu while scrolled): at the
      // top the scroll handler measures before collapsing, and reading a height here would force a
      // layout in the middle of the first render, which blocks input while the page hydrates.
      if (scrolled) fullHeight.current = header.offsetHeight;
      return;
    }
    header.style.marginBottom = `${Math.max(0, fullHeight.current - header.offsetHeight)}px`;
  }, [collapsed, scrolled]);

  return { headerRef, collapsed, canToggle: scrolled, opened, toggle: () => setOpened((open) => !open) };
}

/**
 * Logo, Home, the remotes' navbar entries and the language switch; logged in: search, their icon entries, what the app
 * adds (`icons`: the notification bell) and the user menu; else Register and Login.
 */
export function Navbar({ icons: extraIcons }: { icons?: ReactNode } = {}) {
  const t = useHostTexts('nav');
  const { isLoggedIn, user, role } = useAuth();
  // An operator's account is no marketplace profile (GET /users/{id} does not show it).
  useFreshUser(isLoggedIn && role !== 'operator' ? user : null);
  const home = isLoggedIn ? roleHome(role) : hostPaths.root;
  const viewer = { isLoggedIn, role };
  const { headerRef, collapsed, canToggle, opened, toggle } = useCollapsingHeader();
  const restId = useId();

  return (
    <Header ref={headerRef} data-collapsed={collapsed ? 'true' : undefined}>
      <ScrollPadding />
      <Bar id={restId}>
        <Logo to={home} seller={user?.role === 'seller'} compact />
        <Nav aria-label={t('label')} $collapsed={collapsed}>
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
          <Search $collapsed={collapsed}>
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
              {/* Beside Login and the menu button it would wrap the collapsed header to a second row. */}
              {!collapsed && (
                <ButtonLink to={hostPaths.register} variant="seller" size="sm">
                  {t('register')}
                </ButtonLink>
              )}
              <ButtonLink to={hostPaths.root} variant="secondary" size="sm">
                {t('login')}
              </ButtonLink>
            </>
          )}
          {canToggle && (
            <MenuButton type="button" aria-expanded={opened} aria-controls={restId} title={t('more')} onClick={toggle}>
              <MenuIcon />
              <span className="visually-hidden">{t('more')}</span>
            </MenuButton>
          )}
        </End>
      </Bar>
    </Header>
  );
}
