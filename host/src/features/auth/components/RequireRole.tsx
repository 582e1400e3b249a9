import type { ReactNode } from 'react';
import { ButtonLink, EmptyState, PageContainer, useAuth, useSharedTexts, type RouteAccess } from '@craft/shared';
import { accessAllows } from '../../../lib/access';
import { roleHome } from '../../../lib/role-home';
import { RequireAuth } from './RequireAuth';

/**
 * Screens for one role need a login and that role; a user of the other role is told so, with a
 * way to their own start page, instead of a page whose every call the API refuses.
 */
export function RequireRole({ role, children }: { role: Exclude<RouteAccess, 'public'>; children: ReactNode }) {
  const t = useSharedTexts('common');
  const { isLoggedIn, role: userRole } = useAuth();
  const refusal: { title: string; hint?: string; action: string } =
    role === 'buyer'
      ? { title: t('buyerOnly'), hint: t('buyerOnlyHint'), action: t('toDashboard') }
      : { title: t(role === 'seller' ? 'sellerOnly' : role === 'operator' ? 'operatorOnly' : 'partiesOnly'), action: t('backHome') };
  // A session without a stored user counts as a buyer (the default role); the API still decides.
  // Signed out in another tab: the page stays under RequireAuth's login dialog.
  const allowed = !isLoggedIn || accessAllows(role, isLoggedIn, userRole);
  return (
    <RequireAuth>
      {allowed ? (
        children
      ) : (
        <PageContainer>
          <EmptyState
            headingLevel="h1"
            title={refusal.title}
            action={<ButtonLink to={roleHome(userRole)}>{refusal.action}</ButtonLink>}
          >
            {refusal.hint}
          </EmptyState>
        </PageContainer>
      )}
    </RequireAuth>
  );
}
