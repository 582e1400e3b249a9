import { authStore, type Category } from '@craft/shared';
import { aBuyer, aCategory, answerJson, server } from '@craft/shared/testing';

/**
 * What the whole host app asks the API for on most pages: the categories (home, menu, footer
 * search) and, for a signed-in page, the logged-in user again (the navbar's fresh copy). Tests
 * add the calls they are about with `server.use(...)`.
 */
export function answerAppBasics(categories: Category[] = [aCategory()]): void {
  server.use(
    answerJson('get', '/categories', categories),
    answerJson('get', '/users/:id', () => ({ ...(authStore.getSession().user ?? aBuyer()) })),
    // The notification bell of a signed-in user.
    answerJson('get', '/notifications', { items: [], unread: 0 }),
  );
}
