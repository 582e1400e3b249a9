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
  email_confirmed: true,
};

describe('authStore (the spec: access_token and user in localStorage; logged in means a token exists)', () => {
  afterEach(() => authStore.signOut());

  it('stores the token and the user as JSON and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = authStore.subscribe(listener);
    authStore.signIn('jwt-token', user);
    expect(localStorage.getItem('access_token')).toBe('jwt-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 4 });
    expect(authStore.getSession().token).toBe('jwt-token');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('a late refresh of the previous user never overwrites a session signed in meanwhile (another tab)', () => {
    authStore.signIn('jwt-token', user);
    // Another tab signs in as someone else; this tab has not heard of it yet.
    localStorage.setItem('access_token', 'other-token');
    localStorage.setItem('user', JSON.stringify({ ...user, id: 9, firstname: 'Ben' }));
    authStore.updateUser({ ...user, firstname: 'Anna-Lena' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 9, firstname: 'Ben' });
    expect(authStore.getSession()).toMatchObject({ token: 'other-token', user: { id: 9 } });
  });

  it('a refresh of the same user updates the stored details', () => {
    authStore.signIn('jwt-token', user);
    authStore.updateUser({ ...user, firstname: 'Anna-Lena' });
    expect(authStore.getSession().user?.firstname).toBe('Anna-Lena');
  });

  it('Sign Out clears the stored access token and user', () => {
    authStore.signIn('jwt-token', user);
    authStore.signOut();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authStore.getSession().token).toBeNull();
    expect(authStore.getSession().user).toBeNull();
  });
});
