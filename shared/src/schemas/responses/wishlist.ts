import { z } from 'zod';
import { id, timestamp } from './common';
import { catalogueService } from './services';

export const wishlistItem = z
  .object({ service_id: id, added_at: timestamp, service: catalogueService })
  .meta({ id: 'WishlistItem' });
