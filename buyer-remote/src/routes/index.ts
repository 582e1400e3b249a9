import type { BuyerRoutesModule } from '@craft/shared';
import { routes as pages } from './routes';

/** The buyer remote's exposed surface: one page per buyer route (see @craft/shared paths). */
export const routes: BuyerRoutesModule['routes'] = pages;
