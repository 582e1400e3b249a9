import { authStore, type PrivateUser } from '@craft/shared';
import { aBuyer } from '@craft/shared/testing';

/** The wire builders are the shared kit's; buyer tests import them from here or from the kit. */
export { aBuyer, aDirectOffer, anOrder, aService } from '@craft/shared/testing';

/** Logs a buyer in the way the host does: token and user in the shared store. */
export function logInBuyer(user: PrivateUser = aBuyer()): PrivateUser {
  authStore.signIn('test-token', user);
  return user;
}
