import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { CompanyProfileForm } from './CompanyProfileForm';

const empty = { description: null, logo_url: null, master_business: null, founding_year: null };

describe('the company profile on the dashboard', () => {
  it('saves description, Meisterbetrieb and founding year as the API takes them', async () => {
    server.use(
      answerJson('get', '/sellers/me/company', empty),
      answerJson('put', '/sellers/me/company', { ...empty, description: 'Roofs since 1998', master_business: true, founding_year: 1998 }),
    );
    renderWithProviders(<CompanyProfileForm />);
    const form = await screen.findByRole('form', { name: 'Company profile' });
    expect(screen.getByText('No logo yet.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Description'), 'Roofs since 1998');
    const meister = within(form).getByRole('group', { name: 'Meisterbetrieb (master craftsman business)' });
    await userEvent.click(within(meister).getByLabelText('Yes'));
    await userEvent.type(within(form).getByLabelText('Founding year'), '1998');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your company profile is saved.')).toBeInTheDocument();
    expect(receivedRequests('put', '/sellers/me/company')[0]?.body).toEqual({ description: 'Roofs since 1998', master_business: true, founding_year: 1998 });
  });

  it('refuses a founding year in the future before sending, and shows the stored answers', async () => {
    server.use(answerJson('get', '/sellers/me/company', { description: 'Tiles', logo_url: '/files/photos/abcdefghijkl.webp', master_business: false, founding_year: 2001 }));
    renderWithProviders(<CompanyProfileForm />);
    const form = await screen.findByRole('form', { name: 'Company profile' });
    expect(screen.getByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', '/files/photos/abcdefghijkl.webp');
    expect(within(form).getByLabelText('No')).toBeChecked();
    const year = within(form).getByLabelText('Founding year');
    expect(year).toHaveValue('2001');
    await userEvent.clear(year);
    await userEvent.type(year, String(new Date().getFullYear() + 1));
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The founding year cannot be in the future')).toBeInTheDocument();
    expect(receivedRequests('put', '/sellers/me/company')).toHaveLength(0);
  });

  it('uploads a picked logo at once', async () => {
    server.use(
      answerJson('get', '/sellers/me/company', empty),
      answerJson('put', '/sellers/me/logo', { ...empty, logo_url: '/files/photos/newlogo12345.webp' }),
    );
    renderWithProviders(<CompanyProfileForm />);
    await screen.findByRole('form', { name: 'Company profile' });
    await userEvent.upload(screen.getByLabelText('Logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', '/files/photos/newlogo12345.webp');
    expect(receivedRequests('put', '/sellers/me/logo')).toHaveLength(1);
  });
});
