import { authStore, type PrivateUser } from '@craft/shared';

/** A logged-in craftsman for page tests (the host's guard already let them in). */
export const seller: PrivateUser = {
  id: 7,
  firstname: 'Max',
  lastname: 'Maurer',
  email: 'max@example.com',
  phone: '0151 234567',
  street: 'Hauptstr. 1',
  post_number: '10115',
  city: 'Berlin',
  company_name: 'Maurer Bau',
  role: 'seller',
  email_confirmed: true,
};

export function logInSeller(user: PrivateUser = seller): void {
  authStore.signIn('test-token', user);
}

export function logOut(): void {
  authStore.signOut();
}

/**
 * Form pages with timed redirects: fake timers, a logged-in seller, quiet console.error
 * (the pages log failures on purpose), and everything undone after each test.
 */
export function setUpTimedSellerPage(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logInSeller();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.clearAllMocks();
    jest.restoreAllMocks();
    logOut();
  });
}
