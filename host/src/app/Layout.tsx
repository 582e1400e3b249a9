import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { hostPaths, useAuth } from '@craft/shared';
import { loadConfirmEmailBanner } from '../features/account-recovery';
import { useProfileLanguage } from '../features/auth/hooks/use-profile-language';
import { Footer, Navbar } from '../features/navigation';
import { useHostTexts } from '../texts';

// Only an unconfirmed user loads it: the landing page's first load stays as it was.
const ConfirmEmailBanner = lazy(loadConfirmEmailBanner);
// Only signed-in users get the bell; visitors never load it.
const NotificationBell = lazy(() => import('../features/notifications/components/NotificationBell'));

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: a page whose content arrives after its data loads must not push a
// visible footer down (Lighthouse measured a layout shift of 0.24 on the service detail).
const Main = styled.main`
  flex: 1;
  min-width: 0;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1000;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.dark};
  color: #fff;

  &:focus {
    top: 8px;
  }
`;

/**
 * Navbar, page, footer; a skip link lets keyboard users jump past the navbar. A user whose address
 * is not confirmed sees the banner asking to confirm under the navbar, on every page.
 */
export function Layout() {
  const t = useHostTexts();
  const { isLoggedIn, user, role } = useAuth();
  // A signed-in user's language follows their profile, and a switch is stored there.
  // '/anmelden' asks for German whatever the profile says.
  const { pathname } = useLocation();
  useProfileLanguage(isLoggedIn ? user : null, { adopt: pathname !== hostPaths.loginDe });
  // A page with its own head replaces the document's title, and takes it along when it
  // closes: the next page without one shows the site's name, not an empty tab.
  useEffect(() => {
    if (!document.head.querySelector('title')) document.title = t('brand');
  }, [pathname, t]);
  // Only an explicit false: a user stored before e-mail confirmation existed has no field and is not asked.
  const unconfirmed = isLoggedIn && user?.email_confirmed === false;
  return (
    <Shell>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Navbar
        icons={
          // Operators are no party of the marketplace: nothing is addressed to them there.
          isLoggedIn && role !== 'operator' ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null
        }
      />
      {unconfirmed && (
        <Suspense fallback={null}>
          <ConfirmEmailBanner email={user.email} />
        </Suspense>
      )}
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
