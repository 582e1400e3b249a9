import { authStore } from '@craft/shared';
import { makeUser } from '../testing/fixtures';
import { configureRemotes, remoteConfig } from '../testing/remote-config';
import { remotePageForPath } from './preload-route';

const remoteForPath = (pathname: string) => remotePageForPath(pathname)?.remote ?? null;

jest.mock('./remotes', () => ({ loadRemotePage: jest.fn() }));

describe('remoteForPath: the remote a page will mount, by the same guards as the routes', () => {
  beforeEach(() => configureRemotes());
  afterEach(() => authStore.signOut());

  it('public buyer pages load the buyer remote for anyone; host pages none', () => {
    expect(remoteForPath('/services/3')).toBe('buyer');
    expect(remoteForPath('/favorable')).toBe('buyer');
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/results')).toBeNull();
  });

  it('a visitor is sent to log in first: nothing to preload for guarded pages', () => {
    expect(remoteForPath('/orders')).toBeNull();
    expect(remoteForPath('/profile')).toBeNull();
    expect(remoteForPath('/home/craftman')).toBeNull();
  });

  it('a buyer loads buyer pages, never the seller remote', () => {
    authStore.signIn('tok', makeUser({ role: 'buyer' }));
    expect(remoteForPath('/orders')).toBe('buyer');
    expect(remoteForPath('/home/craftman')).toBeNull();
  });

  it("a craftsman loads the seller remote and Personal Information, not the buyer-only pages it is refused", () => {
    authStore.signIn('tok', makeUser({ role: 'seller' }));
    expect(remoteForPath('/home/craftman/create-product')).toBe('seller');
    expect(remoteForPath('/profile')).toBe('buyer');
    expect(remoteForPath('/orders')).toBeNull();
  });

  it('names the page by its manifest id, and never preloads a remote built for another contract', () => {
    expect(remotePageForPath('/services/3')).toEqual({ remote: 'buyer', routeId: 'serviceDetail' });
    configureRemotes(remoteConfig({ buyer: { contract: '^99.0.0' } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(remotePageForPath('/services/3')).toBeNull();
  });
});
