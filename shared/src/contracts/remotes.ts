import type { ComponentType } from 'react';
import type { BuyerRoutePath, SellerRoutePath } from '../paths';

/**
 * The typed contract of what each remote exposes. Host and remotes compile against this,
 * so no federated type download is needed at build time.
 *
 * Each remote exposes './routes': one page component per route pattern it owns.
 * The host mounts them inside its single router, so useParams/Link work as usual.
 */
export interface RemoteRoutesModule<Path extends string> {
  routes: Record<Path, ComponentType>;
}

export type BuyerRoutesModule = RemoteRoutesModule<BuyerRoutePath>;
export type SellerRoutesModule = RemoteRoutesModule<SellerRoutePath>;

export type RemoteName = 'buyer' | 'seller';

/** Federation container names, as set in each remote's webpack.config.js. */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  buyer: 'buyer_remote',
  seller: 'seller_remote',
};
