import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { FileDrop } from './FileDrop';
import { ServiceCard } from './ServiceCard';
import { sellerCompanyName } from './company-name';
import { TextField } from './TextField';
import { LoadError, Loading } from './Status';

describe('sellerCompanyName', () => {
  it('uses the company name when set, else the capitalised first name plus Company, else Unknown Company', () => {
    expect(sellerCompanyName({ firstname: 'max', company_name: 'Max Bau GmbH' })).toBe('Max Bau GmbH');
    expect(sellerCompanyName({ firstname: 'max', company_name: null })).toBe('Max Company');
    expect(sellerCompanyName({ firstname: '', company_name: '' })).toBe('Unknown Company');
    expect(sellerCompanyName(null)).toBe('Unknown Company');
  });
});

describe('ServiceCard', () => {
  it('shows title, company, start from and the euro price, linking to the service', () => {
    renderWithProviders(
      <ServiceCard service={{ id: 7, title: 'Lay LVT: up to 20 m²', price: 119, seller_firstname: 'floor' }} />,
    );
    expect(screen.getByRole('link', { name: 'Lay LVT: up to 20 m²' })).toHaveAttribute('href', '/services/7');
    expect(screen.getByText('Floor Company')).toBeInTheDocument();
    expect(screen.getByText('start from:')).toBeInTheDocument();
    expect(screen.getByText('119€')).toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('links its error text with aria-describedby', () => {
    renderWithProviders(<TextField label="Email" error="Required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FileDrop', () => {
  it('reports the chosen file and shows its name', async () => {
    const onFile = jest.fn();
    renderWithProviders(<FileDrop label="Photo" onFile={onFile} />);
    const file = new File(['x'], 'offer.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Photo'), file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('Chosen file: offer.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });
});

describe('Loading and LoadError', () => {
  it("shows 'Loading...' as a busy status, and an error with a retry", async () => {
    const retry = jest.fn();
    renderWithProviders(
      <>
        <Loading />
        <LoadError onRetry={retry} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
