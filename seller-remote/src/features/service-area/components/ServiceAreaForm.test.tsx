import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerError, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { ServiceAreaForm } from './ServiceAreaForm';

describe('service area on the dashboard', () => {
  it('shows that none is set, saves post number and radius, and says where the craftsman now works', async () => {
    server.use(
      answerJson('get', '/sellers/me/service-area', { post_number: null, radius_km: 30, place: null }),
      answerJson('put', '/sellers/me/service-area', { post_number: '80331', radius_km: 50, place: 'München' }),
    );
    renderWithProviders(<ServiceAreaForm />);
    expect(await screen.findByText('Not set yet: postcode searches do not show your services.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Where you work' });
    await userEvent.type(within(form).getByLabelText('Post number'), '80331');
    await userEvent.clear(within(form).getByLabelText('Distance (km)'));
    await userEvent.type(within(form).getByLabelText('Distance (km)'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save area' }));
    expect(await screen.findByText('Saved: up to 50 km around München.')).toBeInTheDocument();
    expect(receivedRequests('put', '/sellers/me/service-area')[0]?.body).toEqual({ post_number: '80331', radius_km: 50 });
  });

  it("a bad post number is refused by the form, an unknown one with the API's words, and what was typed stays", async () => {
    server.use(
      answerJson('get', '/sellers/me/service-area', { post_number: '10115', radius_km: 30, place: 'Berlin' }),
      answerError('put', '/sellers/me/service-area', 400, 'Unknown postcode: 00000'),
    );
    renderWithProviders(<ServiceAreaForm />);
    expect(await screen.findByText('Currently: up to 30 km around 10115 Berlin.')).toBeInTheDocument();
    const postNumber = screen.getByLabelText('Post number');
    await userEvent.clear(postNumber);
    await userEvent.type(postNumber, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save area' }));
    expect(await screen.findByText('Enter a 5-digit post number')).toBeInTheDocument();
    expect(receivedRequests('put', '/sellers/me/service-area')).toHaveLength(0);

    await userEvent.clear(postNumber);
    await userEvent.type(postNumber, '00000');
    await userEvent.click(screen.getByRole('button', { name: 'Save area' }));
    expect(await screen.findByText('Unknown postcode: 00000')).toBeInTheDocument();
    expect(postNumber).toHaveValue('00000');
  });
});
