import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Card, EmptyState, PageContainer, Price, useCategoryLabel, type MyQuotation } from '@craft/shared';
import { formatLongDate, formatPrice } from '@craft/shared/i18n';
import { MessageAction } from '@craft/shared/messaging';
import { buyerPaths, links } from '../../../config/paths';
import { RowList } from '../../../components/RowList';
import { RatingLine } from '../../../components/RatingLine';
import { Facts } from '@craft/shared/widgets';
import { QueryView } from '@craft/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { cheapestFirst, useMyQuotations } from '../hooks/use-my-quotations';
import { useBuyerTexts } from '../../../texts';

const STATUSES = ['open', 'accepted', 'closed'] as const;
const isKnownStatus = (status: string): status is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(status);

/** The answers side by side from tablet width on (one column on a phone), to compare them. */
const AnswerGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Answer = styled.li<{ $accepted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme, $accepted }) => ($accepted ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const RatingRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

interface QuotationProps {
  quotation: MyQuotation;
  busyId: number | null;
  onAccept: (answerId: number) => void;
}

function QuotationCard({ quotation, busyId, onAccept }: QuotationProps) {
  const t = useBuyerTexts('offers');
  const categoryLabel = useCategoryLabel();
  const category = quotation.category_name ? categoryLabel(quotation.category_name) : `#${quotation.id}`;
  // The status word in the buyer's language; an unknown status shows as sent.
  const statusLabel = (status: string): string => (isKnownStatus(status) ? t(`statusLabels.${status}`) : status);
  const answers = cheapestFirst(quotation.answers);
  const canAccept = quotation.status === 'open' && quotation.accepted_answer_id === null;
  return (
    <Card as="li">
      <h2 style={{ marginTop: 0, fontSize: '1.125rem' }}>{category}</h2>
      <Facts>
        <dt>{t('status')}</dt>
        <dd>
          <StatusBadge status={quotation.status} label={statusLabel(quotation.status)} />
        </dd>
        <dt>{t('requested')}</dt>
        <dd>{formatLongDate(quotation.created_at)}</dd>
        {quotation.description && (
          <>
            <dt>{t('description')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{quotation.description}</dd>
          </>
        )}
        {quotation.has_document && (
          <>
            <dt>{t('withDocument')}</dt>
            <dd>✓</dd>
          </>
        )}
      </Facts>
      <h3 style={{ fontSize: '1rem' }}>{t('answersTitle')}</h3>
      {answers.length === 0 ? (
        <p>{t('noAnswers')}</p>
      ) : (
        <AnswerGrid>
          {answers.map((answer) => {
            const seller = answer.seller_name ?? t('unknownSeller');
            const accepted = quotation.accepted_answer_id === answer.id;
            return (
              <Answer key={answer.id} $accepted={accepted}>
                <p>
                  <strong>
                    <Link to={links.seller(answer.seller_id)} aria-label={t('profileOf', { seller })}>
                      {seller}
                    </Link>
                  </strong>{' '}
                  <Price amount={answer.price} />
                </p>
                <RatingRow>
                  <RatingLine average={answer.seller_rating_average} count={answer.seller_rating_count} />
                </RatingRow>
                {answer.message && <p>{answer.message}</p>}
                <ButtonRow>
                  {accepted ? (
                    <>
                      <StatusBadge status="accepted" label={t('accepted')} />
                      {quotation.order_id !== null && (
                        <ButtonLink size="sm" to={links.jobOrder(quotation.order_id)}>
                          {t('toOrder')}
                        </ButtonLink>
                      )}
                    </>
                  ) : answer.status === 'declined' ? (
                    <StatusBadge status="declined" label={t('declined')} />
                  ) : (
                    canAccept && (
                      <Button
                        size="sm"
                        disabled={busyId !== null}
                        aria-label={t('acceptLabel', { seller, price: formatPrice(answer.price) })}
                        onClick={() => onAccept(answer.id)}
                      >
                        {t('accept')}
                      </Button>
                    )
                  )}
                  <MessageAction
                    to={{ seller_id: answer.seller_id, quotation_id: quotation.id }}
                    recipientName={seller}
                    about={t('messageAbout', { what: category })}
                    linkTo={links.conversation}
                  />
                </ButtonRow>
              </Answer>
            );
          })}
        </AnswerGrid>
      )}
    </Card>
  );
}

/** The buyer's quotation requests and the craftsmen's offers, cheapest first. */
export function MyQuotationRequests() {
  const t = useBuyerTexts('offers');
  const { query, accept, acceptError, busyId } = useMyQuotations();
  return (
    <>
      {acceptError && <Alert tone="error">{acceptError}</Alert>}
      <QueryView query={query} notFound={t('empty')}>
        {(quotations) =>
          quotations.length === 0 ? (
            <EmptyState title={t('empty')} action={<ButtonLink to={buyerPaths.favorable}>{t('placeOffers')}</ButtonLink>} />
          ) : (
            <RowList>
              {quotations.map((quotation) => (
                <QuotationCard
                  key={quotation.id}
                  quotation={quotation}
                  busyId={busyId}
                  onAccept={(answerId) => void accept(quotation.id, answerId)}
                />
              ))}
            </RowList>
          )
        }
      </QueryView>
    </>
  );
}

/** /offers: the buyer's quotation requests and the craftsmen's offers, cheapest first. */
export function OffersPage() {
  const t = useBuyerTexts('offers');
  return (
    <PageContainer>
      <h1>{t('title')}</h1>
      <MyQuotationRequests />
    </PageContainer>
  );
}
