/**
 * The API client mocked at its boundary: only the search results test still uses it (that screen
 * is being rewritten); every other test fakes HTTP with '@craft/shared/testing'. A test file calls
 *   jest.mock('@craft/shared', () => jest.requireActual('../testing/mock-api').mockedShared());
 * then sets the answers it needs on `mockedApi()`.
 */
import type * as Shared from '@craft/shared';

export const MOCKED_CALLS = ['getCategories', 'searchServices'] as const;

type Call = (typeof MOCKED_CALLS)[number];
export type MockedApi = { [K in Call]: jest.MockedFunction<(typeof Shared)[K]> };

/** The API modules that define the mocked calls (the query factories call these modules directly). */
const API_MODULES = ['@craft/shared/api/categories'];

export function mockedShared(): typeof Shared {
  const actual = jest.requireActual<typeof Shared>('@craft/shared');
  const mocks: Record<string, jest.Mock> = Object.fromEntries(MOCKED_CALLS.map((name) => [name, jest.fn()]));
  // The query factories in shared/src/api/queries.ts call the API modules themselves, which a mock
  // of '@craft/shared' does not reach: each mocked call goes into its module too, so a query runs it.
  for (const path of API_MODULES) {
    const module = jest.requireActual<Record<string, unknown>>(path);
    for (const name of Object.keys(module)) if (name in mocks) module[name] = mocks[name];
  }
  return { ...actual, ...mocks };
}

/** The mocked calls, typed. */
export function mockedApi(): MockedApi {
  return jest.requireMock<MockedApi>('@craft/shared');
}
