import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { hostPaths, Loading, type RouteAccess } from '@craft/shared';
import { loadConfirmEmailPage, loadForgotPasswordPage, loadResetPasswordPage } from '../features/account-recovery';
import { loadAppealPage } from '../features/appeals';
import { RequireRole } from '../features/auth';
import { loadHomePage, loadMenuPage } from '../features/home';
import { loadConsentField, loadImprintPage, loadPrivacyPage, loadTermsPage } from '../features/legal';
import { loadResultsPage } from '../features/search';
import { loadAboutPage, loadContactPage, loadHelpPage, NotFoundPage } from '../features/static-pages';
import { getRemoteCatalog, hasUnknownRemotes } from '../federation/remote-catalog';
import { RemoteRoute } from '../federation/RemoteRoute';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { Layout } from './Layout';
import { CenteredPage } from './routes/CenteredPage';
import { GermanLoginPage } from './routes/GermanLoginPage';
import { RootPage } from './routes/RootPage';

// Its own chunk: the register form brings react-hook-form, which the landing page must not load.
// The legal feature's consent box loads beside it and is handed in: features do not import each other.
const RegisterForm = lazy(() =>
  Promise.all([import('../features/auth/components/RegisterForm'), loadConsentField()]).then(([form, consent]) => ({
    default: function RegisterPage() {
      return <form.RegisterForm consentField={consent.ConsentField} />;
    },
  })),
);

// The legal pages: long texts, each page with its catalogue in chunks of their own.
const ImprintPage = lazy(loadImprintPage);
const PrivacyPage = lazy(loadPrivacyPage);
const TermsPage = lazy(loadTermsPage);

// The account pages are rarely visited: each in its own chunk, off the landing page.
const ForgotPasswordPage = lazy(loadForgotPasswordPage);
const ResetPasswordPage = lazy(loadResetPasswordPage);
const ConfirmEmailPage = lazy(loadConfirmEmailPage);
// Reached from a moderation decision's notice only (the token stands in for a suspended user's session).
const AppealPage = lazy(loadAppealPage);
const ResultsPage = lazy(loadResultsPage);
// Pages a visitor's landing page never shows: each loads on first visit, so the landing page keeps its size budget.
const HomePage = lazy(loadHomePage);
const MenuPage = lazy(loadMenuPage);
const AboutPage = lazy(loadAboutPage);
const ContactPage = lazy(loadContactPage);
const HelpPage = lazy(loadHelpPage);

/**
 * A full-width host page that loads on first visit. Its own boundary (keyed by path): a navigation
 * from one lazy page to another shows the next one's loading state at once, instead of holding the
 * last page in a transition.
 */
function lazyPage(path: string, page: ReactNode): ReactNode {
  return (
    <Suspense key={path} fallback={<Loading />}>
      {page}
    </Suspense>
  );
}

/** A centred host page that loads on first visit. */
function lazyCentered(page: ReactNode): ReactNode {
  return (
    <CenteredPage>
      <Suspense fallback={<Loading />}>{page}</Suspense>
    </CenteredPage>
  );
}

/** A remote page behind the guard its manifest asks for. */
function guarded(access: RouteAccess, page: ReactNode): ReactNode {
  switch (access) {
    case 'public':
      return page;
    case 'login':
    case 'buyer':
    case 'seller':
    case 'operator':
      return <RequireRole role={access}>{page}</RequireRole>;
  }
}

/**
 * Host pages plus every route the configured remotes declare (read from /config.json before the
 * first render, see bootstrap.tsx), each behind its guard; remote pages load on first visit.
 */
export function AppRoutes() {
  const remoteRoutes = getRemoteCatalog().flatMap((remote) =>
    remote.manifest.routes.map((route) => (
      <Route
        key={`${remote.name}:${route.id}`}
        path={route.path}
        element={guarded(route.access, <RemoteRoute remote={remote.name} routeId={route.id} available={remote.compatible} />)}
      />
    )),
  );
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={hostPaths.root} element={<RootPage />} />
        <Route
          path={hostPaths.register}
          element={lazyCentered(<RegisterForm />)}
        />
        <Route path={hostPaths.loginDe} element={<GermanLoginPage />} />
        <Route path={hostPaths.forgotPassword} element={lazyCentered(<ForgotPasswordPage />)} />
        <Route path={hostPaths.resetPassword} element={lazyCentered(<ResetPasswordPage />)} />
        <Route path={hostPaths.confirmEmail} element={lazyCentered(<ConfirmEmailPage />)} />
        <Route path={hostPaths.appeal} element={lazyCentered(<AppealPage />)} />
        <Route path={hostPaths.home} element={lazyPage(hostPaths.home, <HomePage />)} />
        <Route path={hostPaths.menu} element={lazyPage(hostPaths.menu, <MenuPage />)} />
        <Route path={hostPaths.results} element={lazyPage(hostPaths.results, <ResultsPage />)} />
        <Route path={hostPaths.about} element={lazyPage(hostPaths.about, <AboutPage />)} />
        <Route path={hostPaths.contact} element={lazyPage(hostPaths.contact, <ContactPage />)} />
        <Route path={hostPaths.help} element={lazyPage(hostPaths.help, <HelpPage />)} />
        <Route path={hostPaths.imprint} element={lazyPage(hostPaths.imprint, <ImprintPage />)} />
        <Route path={hostPaths.privacy} element={lazyPage(hostPaths.privacy, <PrivacyPage />)} />
        <Route path={hostPaths.terms} element={lazyPage(hostPaths.terms, <TermsPage />)} />
        {remoteRoutes}
        <Route
          path="*"
          element={
            // A reload fetches /config.json again, with the remote's routes once it is back.
            hasUnknownRemotes() ? <RemoteUnavailable onRetry={() => window.location.reload()} /> : <NotFoundPage />
          }
        />
      </Route>
    </Routes>
  );
}
