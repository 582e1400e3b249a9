import type { SellerRoutesModule } from '@craft/shared';
import { routes as pages } from './routes';

/** The seller remote's exposed surface: one page per seller route (see @craft/shared paths). */
export const routes: SellerRoutesModule['routes'] = pages;
