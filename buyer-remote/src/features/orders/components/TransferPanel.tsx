import styled from 'styled-components';
import { Price, type Order } from '@craft/shared';
import { Facts } from '@craft/shared/widgets';
import { getOrderTransfer } from '@craft/shared/payments';
import { useQuery } from '@craft/shared/query';
import { useBuyerTexts } from '../../../texts';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
`;

const Code = styled.img`
  display: block;
  width: min(100%, 220px);
  height: auto;
  margin: ${({ theme }) => theme.space(3)} 0;
  background: #fff;
`;

const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  overflow-wrap: anywhere;
`;

/** "DE89 3704 0044 …": the IBAN in groups of four, as people read it aloud. */
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** Orders the craftsman has accepted show where the money goes; a received payment says so instead. */
const DUE: ReadonlyArray<Order['status']> = ['accepted', 'work_done', 'completed'];

export const showsTransfer = (order: Order) => order.payment_method === 'bank-transfer' && DUE.includes(order.status);

/**
 * Paying an accepted bank-transfer order: the amount, the craftsman's account, the reference and
 * the GiroCode a banking app scans (its content also as text, for a screen reader or typing it in).
 */
export function TransferPanel({ order }: { order: Order }) {
  const t = useBuyerTexts('transfer');
  const transfer = useQuery({ queryKey: ['orders', order.id, 'transfer'], queryFn: () => getOrderTransfer(order.id), enabled: order.payment_status !== 'received' });
  if (order.payment_status === 'received') {
    return (
      <Panel aria-labelledby="transfer-title">
        <h2 id="transfer-title">{t('title')}</h2>
        <p>{t('received')}</p>
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('title')}</h2>
      {transfer.status === 'pending' && <p>{t('loading')}</p>}
      {transfer.status === 'error' && <p>{t('failed')}</p>}
      {transfer.status === 'success' &&
        (transfer.data.account ? (
          <>
            <p>{t('intro')}</p>
            <Facts
              items={[
                { label: t('amount'), value: <Price amount={transfer.data.amount} /> },
                { label: t('holder'), value: transfer.data.account.holder },
                { label: t('iban'), value: <Mono>{grouped(transfer.data.account.iban)}</Mono> },
                ...(transfer.data.account.bic ? [{ label: t('bic'), value: <Mono>{transfer.data.account.bic}</Mono> }] : []),
                { label: t('reference'), value: <Mono>{transfer.data.reference}</Mono> },
              ]}
            />
            {transfer.data.giro_code && (
              <figure style={{ margin: 0 }}>
                <Code
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.data.giro_code.svg)}`}
                  alt={t('codeAlt', { amount: transfer.data.amount, holder: transfer.data.account.holder, reference: transfer.data.reference })}
                />
                <figcaption>{t('codeCaption')}</figcaption>
                <details>
                  <summary>{t('codeData')}</summary>
                  <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{transfer.data.giro_code.payload}</pre>
                </details>
              </figure>
            )}
            <p>{t('after')}</p>
          </>
        ) : (
          <p>{t('noAccount')}</p>
        ))}
    </Panel>
  );
}
