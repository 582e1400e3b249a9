/**
 * The API client mocked at its boundary. A test file calls
 *   jest.mock('@craft/shared', () => jest.requireActual('../testing/mock-api').mockedShared());
 * then sets the answers it needs on `mockedApi()`.
 */
import type * as Shared from '@craft/shared';

export const MOCKED_CALLS = [
  'login',
  'registerUser',
  'getUser',
  'getCategories',
  'searchServices',
  'requestPasswordReset',
  'confirmPasswordReset',
  'confirmEmail',
  'resendConfirmationEmail',
] as const;

type Call = (typeof MOCKED_CALLS)[number];
export type MockedApi = { [K in Call]: jest.MockedFunction<(typeof Shared)[K]> };

export function mockedShared(): typeof Shared {
  const actual = jest.requireActual<typeof Shared>('@craft/shared');
  return { ...actual, ...Object.fromEntries(MOCKED_CALLS.map((name) => [name, jest.fn()])) };
}

/** The mocked calls, typed. */
export function mockedApi(): MockedApi {
  return jest.requireMock<MockedApi>('@craft/shared');
}
