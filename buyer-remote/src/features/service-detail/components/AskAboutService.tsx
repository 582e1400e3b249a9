import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, ButtonRow, Dialog, hostPaths, useAuth, type Service } from '@craft/shared';
import { useBuyerTexts } from '../../../texts';
import { links } from '../../../config/paths';

// The message screens load when someone asks, not with every service page.
const StartConversationDialog = lazy(() => import('@craft/shared/messaging').then((m) => ({ default: m.StartConversationDialog })));

const AskButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  min-height: 44px;
`;

/**
 * "Ask About Product Detail": a buyer writes to the craftsman about this service in place; a
 * visitor is told why it needs an account and comes back here after logging in. Craftsmen do not
 * see it (they cannot message each other).
 */
export function AskAboutService({ service, company }: { service: Service; company: string }) {
  const t = useBuyerTexts('serviceDetail');
  const { isLoggedIn, isSeller } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (isSeller) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <AskButton type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('askAbout')}
      </AskButton>
      {open && isLoggedIn && (
        <Suspense fallback={null}>
          <StartConversationDialog
            open
            onClose={() => setOpen(false)}
            to={{ seller_id: service.seller_id, service_id: service.id }}
            recipientName={company}
            about={service.title}
            linkTo={links.conversation}
          />
        </Suspense>
      )}
      {!isLoggedIn && (
        <Dialog
          open={open}
          title={t('askNeedsAccountTitle')}
          onClose={() => setOpen(false)}
          actions={
            <ButtonRow>
              <ButtonLink to={hostPaths.register} variant="secondary">
                {t('askRegister')}
              </ButtonLink>
              <ButtonLink to={links.login(here)}>{t('askLogin')}</ButtonLink>
            </ButtonRow>
          }
        >
          <p>{t('askNeedsAccount')}</p>
        </Dialog>
      )}
    </>
  );
}
