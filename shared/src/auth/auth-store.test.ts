import { authStore } from './auth-store';

const user = {
  id: 4,
  firstname: 'Anna',
  lastname: 'Maler',
  role: 'seller' as const,
  company_name: null,
  email: 'anna@example.com',
  street: 'Hauptstr. 1',
  post_number: '10115',
  phone: '030 1234',
  city: 'Berlin',
};

describe('authStore (SPEC §3/§4: access_token and user in localStorage; logged in means a token exists)', () => {
  afterEach(() => authStore.signOut());

  it('stores the token and the user as JSON and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = authStore.subscribe(listener);
    authStore.signIn('jwt-token', user);
    expect(localStorage.getItem('access_token')).toBe('jwt-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 4 });
    expect(authStore.isLoggedIn()).toBe(true);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('Sign Out clears the stored access token and user', () => {
    authStore.signIn('jwt-token', user);
    authStore.signOut();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authStore.isLoggedIn()).toBe(false);
    expect(authStore.getSession().user).toBeNull();
  });
});
