import styled from 'styled-components';
import { Price } from '../ui/Price';
import { jobHistoryLine, useJobTexts } from './texts';

// The texts: the remotes' page loaders call loadJobTexts() beside the page's chunk.
export { loadJobTexts } from './texts';

/** One step as both sides' pages hold it: an order's reason or an offer's message is its note. */
export interface JobHistoryStep {
  event: string;
  by: string;
  at: string;
  note: string | null;
  price: number | null;
}

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: 1.25em;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;

  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The history of an order or direct offer, the same steps on both sides, each worded for
 * its reader ("Counter-offer by you" / "by the craftsman"), with the price and the note given.
 */
export function JobHistory({
  id,
  title,
  steps,
  reader,
  formatDate,
}: {
  id: string;
  title: string;
  steps: readonly JobHistoryStep[];
  reader: 'buyer' | 'seller';
  formatDate: (iso: string) => string;
}) {
  const t = useJobTexts();
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Steps>
        {steps.map((step, index) => (
          <li key={`${step.event}-${index}`}>
            {jobHistoryLine(step.event, step.by, reader)}
            {step.price !== null && (
              <>
                {' · '}
                <Price amount={step.price} />
              </>
            )}
            {' · '}
            <small>{formatDate(step.at)}</small>
            {step.note && <div>{t('note', { note: step.note })}</div>}
          </li>
        ))}
      </Steps>
    </section>
  );
}
