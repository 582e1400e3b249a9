import { screen } from '@testing-library/react';
import { contractSatisfies, manifestProblem, REMOTE_CONTRACT_VERSION } from '@craft/shared';
import { buyerPaths, type BuyerRouteId } from '../config/paths';
import { renderPage } from '../testing/render';
import { manifest as builtManifest } from './manifest';
import { registration } from './register';

const pageFor = async (id: BuyerRouteId) => (await registration.pages[id]!()).default;

describe('the buyer remote registers one page per route it declares', () => {
  it('its manifest is valid, compatible with this contract, and has a page for every route', () => {
    const { manifest, pages } = registration;
    expect(manifestProblem(manifest, 'buyer')).toBeNull();
    expect(contractSatisfies(REMOTE_CONTRACT_VERSION, manifest.contract)).toBe(true);
    expect(manifest.routes.map((route) => route.path).sort()).toEqual(Object.values(buyerPaths).sort());
    expect(Object.keys(pages).sort()).toEqual(manifest.routes.map((route) => route.id).sort());
  });

  it('declares every entry label in its texts and every entry target as one of its routes', () => {
    const manifest = builtManifest;
    expect(manifestProblem(manifest, 'buyer')).toBeNull();
    expect(manifest.entries).toEqual(registration.manifest.entries);
    for (const entry of manifest.entries) {
      expect(manifest.texts.en?.[entry.label]).toEqual(expect.any(String));
      expect(manifest.texts.de?.[entry.label]).toEqual(expect.any(String));
      expect(Object.values(buyerPaths)).toContain(entry.to.split('?')[0]);
    }
  });

  it.each<BuyerRouteId>(['orders', 'profile', 'offers', 'payment', 'favorableDocumentBuyer'])(
    '%s sends a logged-out visitor to log in and back',
    async (id) => {
      const Page = await pageFor(id);
      const path = buyerPaths[id];
      renderPage(<Page />, { route: path, path });
      expect(screen.getByTestId('location')).toHaveTextContent(`/?next=${encodeURIComponent(path)}`);
    },
  );

  it('the Favorable Offer explanation is public', async () => {
    const Page = await pageFor('favorable');
    renderPage(<Page />, { route: buyerPaths.favorable, path: buyerPaths.favorable });
    expect(screen.getByRole('link', { name: 'Upload an Offer' })).toBeInTheDocument();
  });
});
