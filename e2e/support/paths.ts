/**
 * Every app's routes and link builders in one place for the browser tests: the host's from
 * @craft/shared, each remote's from its own config/paths.ts (the remotes own their paths).
 */
import { hostPaths, links as hostLinks } from '../../shared/src/paths';
import { buyerPaths, links as buyerLinks } from '../../buyer-remote/src/config/paths';
import { sellerPaths, links as sellerLinks } from '../../seller-remote/src/config/paths';

export { buyerPaths, hostPaths, sellerPaths };
export const links = { ...hostLinks, ...buyerLinks, ...sellerLinks };
