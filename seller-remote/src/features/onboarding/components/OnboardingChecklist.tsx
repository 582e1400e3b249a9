import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Card, reportError, resendConfirmationEmail } from '@craft/shared';
import type { OnboardingItemId } from '@craft/shared/company';
import { links, sellerPaths } from '../../../config/paths';
import { useSellerTexts } from '../../../texts';
import { useOnboarding } from '../hooks/use-onboarding';

const Box = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-top: 4px solid ${({ theme }) => theme.colors.seller};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ $done: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  & > span:first-child {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ $done }) => ($done ? 400 : 600)};
  }
`;

/** The status in words and a sign; never colour alone. */
const Status = styled.span<{ $done: boolean }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.text)};
`;

const ORDER: readonly OnboardingItemId[] = ['email', 'company', 'trader', 'service_area', 'service'];

/** Where each item is done. The e-mail is confirmed in the mailbox: its item sends the link again. */
const TARGETS: Record<Exclude<OnboardingItemId, 'email'>, string> = {
  company: `${links.sellerDashboardTab('manage')}#company-profile-heading`,
  trader: `${links.sellerDashboardTab('manage')}#trader-details-heading`,
  service_area: `${links.sellerDashboardTab('manage')}#service-area-heading`,
  service: sellerPaths.createProduct,
};

function ResendLink() {
  const t = useSellerTexts('onboarding');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    setState('busy');
    try {
      await resendConfirmationEmail();
      setState('sent');
    } catch (error) {
      reportError(error, { action: 'Resending the confirmation link', app: 'seller' });
      setState('failed');
    }
  };
  return (
    <>
      <Button type="button" size="sm" variant="secondary" disabled={state === 'busy'} onClick={() => void resend()}>
        {t('resend')}
      </Button>
      {state === 'sent' && <Alert tone="success">{t('resent')}</Alert>}
      {state === 'failed' && <Alert tone="error">{t('resendFailed')}</Alert>}
    </>
  );
}

/**
 * The craftsman's first-day checklist above his dashboard, until every item is done: each item
 * says in words whether it is done and leads to where it is done. The server decides what is done.
 */
export function OnboardingChecklist() {
  const t = useSellerTexts('onboarding');
  const onboarding = useOnboarding();
  if (onboarding.status !== 'success' || onboarding.data.complete) return null;
  const byId = new Map(onboarding.data.items.map((item) => [item.id, item.done]));
  const items = ORDER.filter((id) => byId.has(id)).map((id) => ({ id, done: byId.get(id) === true }));
  const done = items.filter((item) => item.done).length;
  return (
    <Box as="section" aria-labelledby="onboarding-heading">
      <h2 id="onboarding-heading">{t('heading')}</h2>
      <p>{t('progress', { done, total: items.length })}</p>
      <Items>
        {items.map((item) => (
          <Item key={item.id} $done={item.done}>
            <span>
              {item.id === 'email' ? t('items.email') : <Link to={TARGETS[item.id]}>{t(`items.${item.id}`)}</Link>}
            </span>
            <Status $done={item.done}>
              <span aria-hidden="true">{item.done ? '✓ ' : '○ '}</span>
              {item.done ? t('done') : t('notDone')}
            </Status>
            {item.id === 'email' && !item.done && <ResendLink />}
          </Item>
        ))}
      </Items>
    </Box>
  );
}
