import { act, screen } from '@testing-library/react';
import { setLanguage } from '@craft/shared/i18n';
import { renderWithProviders } from '../testing';
import { JobHistory, type JobHistoryStep } from '.';

const steps: JobHistoryStep[] = [
  { event: 'requested', by: 'buyer', at: '2026-11-20T09:00:00.000Z', note: null, price: 1590 },
  { event: 'countered', by: 'seller', at: '2026-11-21T09:00:00.000Z', note: 'Including the paint', price: 1700 },
  { event: 'auto_completed', by: 'system', at: '2026-11-22T09:00:00.000Z', note: null, price: null },
  { event: 'future_step', by: 'buyer', at: '2026-11-23T09:00:00.000Z', note: null, price: null },
];

const show = () => renderWithProviders(<JobHistory id="history" title="History" steps={steps} reader="buyer" formatDate={(iso) => iso.slice(0, 10)} />);

describe('JobHistory', () => {
  it('words each step for its reader, in English as before', async () => {
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ordered by you · 1590€ · 2026-11-20',
      'Counter-offer by the craftsman · 1700€ · 2026-11-21“Including the paint”',
      'Completed automatically 14 days after the work was done · 2026-11-22',
      'future_step · 2026-11-23',
    ]);
  });

  it('in German, with German quotes and prices', async () => {
    await act(() => setLanguage('de'));
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Beauftragt von Ihnen · 1.590\u00a0€ · 2026-11-20',
      'Gegenangebot vom Handwerker · 1.700\u00a0€ · 2026-11-21„Including the paint“',
      'Automatisch abgeschlossen 14 Tage nach Erledigung der Arbeit · 2026-11-22',
      'future_step · 2026-11-23',
    ]);
  });
});
