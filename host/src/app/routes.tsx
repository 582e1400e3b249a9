import { Route, Routes } from 'react-router-dom';
import { buyerPaths, hostPaths, sellerPaths } from '@craft/shared';
import { LoginCardDe, RegisterForm, RequireAuth, RequireRole } from '../features/auth';
import { HomePage, MenuPage } from '../features/home';
import { ResultsPage } from '../features/search';
import { AboutPage, ContactPage, HelpPage, NotFoundPage } from '../features/static-pages';
import { RemoteRoute } from '../federation/RemoteRoute';
import { buyerPathGuards } from './guarded-paths';
import { Layout } from './Layout';
import { CenteredPage } from './routes/CenteredPage';
import { RootPage } from './routes/RootPage';

/** Host pages plus every route the remotes own (behind their guards); remote pages load on first visit. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={hostPaths.root} element={<RootPage />} />
        <Route
          path={hostPaths.register}
          element={
            <CenteredPage>
              <RegisterForm />
            </CenteredPage>
          }
        />
        <Route
          path={hostPaths.loginDe}
          element={
            <CenteredPage>
              <LoginCardDe />
            </CenteredPage>
          }
        />
        <Route path={hostPaths.home} element={<HomePage />} />
        <Route path={hostPaths.menu} element={<MenuPage />} />
        <Route path={hostPaths.results} element={<ResultsPage />} />
        <Route path={hostPaths.about} element={<AboutPage />} />
        <Route path={hostPaths.contact} element={<ContactPage />} />
        <Route path={hostPaths.help} element={<HelpPage />} />
        {Object.values(buyerPaths).map((path) => {
          const page = <RemoteRoute remote="buyer" path={path} />;
          const guard = buyerPathGuards[path];
          const element =
            guard === 'buyer' ? (
              <RequireRole role="buyer">{page}</RequireRole>
            ) : guard === 'login' ? (
              <RequireAuth>{page}</RequireAuth>
            ) : (
              page
            );
          return <Route key={path} path={path} element={element} />;
        })}
        {Object.values(sellerPaths).map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireRole role="seller">
                <RemoteRoute remote="seller" path={path} />
              </RequireRole>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
