import type { ReactNode } from 'react';
import { ButtonLink, commonTexts, EmptyState, PageContainer, useAuth } from '@craft/shared';
import { roleHome } from '../../../lib/role-home';
import { RequireAuth } from './RequireAuth';

/** Seller screens need the seller role; a logged-in buyer is told so, with a way home. */
export function RequireSeller({ children }: { children: ReactNode }) {
  const { isSeller, user } = useAuth();
  return (
    <RequireAuth>
      {isSeller ? (
        children
      ) : (
        <PageContainer>
          <EmptyState
            headingLevel="h1"
            title={commonTexts.sellerOnly}
            action={<ButtonLink to={roleHome(user?.role)}>{commonTexts.backHome}</ButtonLink>}
          />
        </PageContainer>
      )}
    </RequireAuth>
  );
}
