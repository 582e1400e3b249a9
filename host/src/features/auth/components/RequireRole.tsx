import type { ReactNode } from 'react';
import { ButtonLink, commonTexts, EmptyState, PageContainer, useAuth, type Role } from '@craft/shared';
import { roleHome } from '../../../lib/role-home';
import { RequireAuth } from './RequireAuth';

const refusals: Record<Role, { title: string; hint?: string; action: string }> = {
  seller: { title: commonTexts.sellerOnly, action: commonTexts.backHome },
  buyer: { title: commonTexts.buyerOnly, hint: commonTexts.buyerOnlyHint, action: commonTexts.toDashboard },
};

/**
 * Screens for one role need a login and that role; a user of the other role is told so, with a
 * way to their own start page, instead of a page whose every call the API refuses.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, isLoggedIn } = useAuth();
  const refusal = refusals[role];
  // A session without a stored user counts as a buyer (the default role); the API still decides.
  // Signed out in another tab: the page stays under RequireAuth's login dialog.
  const allowed = !isLoggedIn || (role === 'seller' ? user?.role === 'seller' : user?.role !== 'seller');
  return (
    <RequireAuth>
      {allowed ? (
        children
      ) : (
        <PageContainer>
          <EmptyState
            headingLevel="h1"
            title={refusal.title}
            action={<ButtonLink to={roleHome(user?.role)}>{refusal.action}</ButtonLink>}
          >
            {refusal.hint}
          </EmptyState>
        </PageContainer>
      )}
    </RequireAuth>
  );
}
