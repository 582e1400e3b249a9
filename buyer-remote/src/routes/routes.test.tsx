import { screen } from '@testing-library/react';
import { buyerPaths } from '@craft/shared';
import { renderPage } from '../testing/render';
import { routes } from './routes';

describe('the buyer remote exposes one page per buyer route', () => {
  it('maps every path of buyerPaths to a page', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.values(buyerPaths).sort());
  });

  it.each([buyerPaths.orders, buyerPaths.profile, buyerPaths.offers, buyerPaths.payment, buyerPaths.favorableDocumentBuyer])(
    '%s sends a logged-out visitor to log in and back',
    (path) => {
      const Page = routes[path];
      renderPage(<Page />, { route: path, path });
      expect(screen.getByTestId('location')).toHaveTextContent(`/?next=${encodeURIComponent(path)}`);
    },
  );

  it('the Favorable Offer explanation is public', () => {
    const Page = routes[buyerPaths.favorable];
    renderPage(<Page />, { route: buyerPaths.favorable, path: buyerPaths.favorable });
    expect(screen.getByRole('link', { name: 'Upload an Offer' })).toBeInTheDocument();
  });
});
