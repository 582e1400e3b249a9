import { act, screen } from '@testing-library/react';
import { setLanguage } from '@craft/shared/i18n';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { FileDrop } from '../widgets/FileDrop';
import { ServiceCard } from './ServiceCard';
import { sellerCompanyName } from './company-name';
import { TextField } from './TextField';
import { LoadError, Loading } from './Status';
import { Facts } from './Facts';

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
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it("shows the Verified badge in words when the craftsman's trader details were checked", () => {
    renderWithProviders(<ServiceCard service={{ id: 7, title: 'Lay LVT', price: 119, seller_firstname: 'floor', seller_verified: true }} />);
    expect(screen.getByText('Verified')).toHaveAttribute('title', 'Trader details checked by the platform');
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

describe('the kit in German', () => {
  it('shows the card, the company line and the price in German, and the spec’s English after switching back', async () => {
    await act(() => setLanguage('de'));
    renderWithProviders(<ServiceCard service={{ id: 7, title: 'Vinylboden verlegen', price: 1590, seller_firstname: 'floor' }} />);
    expect(await screen.findByText('Floor (Firma)')).toBeInTheDocument();
    expect(screen.getByText('ab')).toBeInTheDocument();
    expect(screen.getByText('1.590 €')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(await screen.findByText('Floor Company')).toBeInTheDocument();
    expect(screen.getByText('start from:')).toBeInTheDocument();
    expect(screen.getByText('1590€')).toBeInTheDocument();
  });

  it('says loading, the failure and the retry in German', async () => {
    await act(() => setLanguage('de'));
    renderWithProviders(
      <>
        <Loading />
        <LoadError onRetry={() => undefined} />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByText('Beim Laden ist etwas schiefgegangen. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('Facts', () => {
  it('pairs each label with its value as a description list, from items or from dt/dd children', () => {
    const { unmount } = renderWithProviders(<Facts items={[{ label: 'Created', value: 'November 22, 2026' }, { label: 'Description', value: 'Long text', wide: true }]} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Created', 'Description']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['November 22, 2026', 'Long text']);
    unmount();
    renderWithProviders(
      <Facts>
        <dt>Status</dt>
        <dd>Open</dd>
      </Facts>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Status');
    expect(screen.getByRole('definition')).toHaveTextContent('Open');
  });
});
