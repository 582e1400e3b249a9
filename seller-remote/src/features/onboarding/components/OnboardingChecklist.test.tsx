import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { OnboardingChecklist } from './OnboardingChecklist';

const items = (done: Record<string, boolean>) => ['email', 'company', 'service_area', 'service'].map((id) => ({ id, done: done[id] ?? false }));

describe("the craftsman's first-day checklist", () => {
  it('lists every item with its status in words and a link to where it is done', async () => {
    server.use(
      answerJson('get', '/sellers/me/onboarding', { complete: false, items: items({ service_area: true }) }),
      answerJson('post', '/users/confirm-email/resend', {}),
    );
    renderWithProviders(<OnboardingChecklist />);
    const section = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(section).getByText('1 of 4 done. Customers find and trust you once all are done.')).toBeInTheDocument();
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Confirm your e-mail address');
    expect(rows[0]).toHaveTextContent('Not done yet');
    expect(rows[2]).toHaveTextContent('Set your service area');
    expect(rows[2]).toHaveTextContent('Done');
    expect(within(rows[1]!).getByRole('link', { name: /Complete your company profile/ })).toHaveAttribute('href', '/home/craftman?tab=manage#company-profile-heading');
    expect(within(rows[2]!).getByRole('link', { name: 'Set your service area' })).toHaveAttribute('href', '/home/craftman?tab=manage#service-area-heading');
    expect(within(rows[3]!).getByRole('link', { name: 'Add your first service with photos' })).toHaveAttribute('href', '/home/craftman/create-product');

    // By keyboard: the resend button is reachable and works with Enter.
    const resend = within(rows[0]!).getByRole('button', { name: 'Send the link again' });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('We have sent you a new confirmation link.')).toBeInTheDocument();
    expect(receivedRequests('post', '/users/confirm-email/resend')).toHaveLength(1);
  });

  it('is gone once the server says every item is done', async () => {
    server.use(answerJson('get', '/sellers/me/onboarding', { complete: true, items: items({ email: true, company: true, service_area: true, service: true }) }));
    const { container } = renderWithProviders(<OnboardingChecklist />);
    await waitFor(() => expect(receivedRequests('get', '/sellers/me/onboarding')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Your first steps' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
