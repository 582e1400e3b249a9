import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';

export const wishlistBody = z.object({ service_id: idParam });
export const wishlistItemParams = z.object({ serviceId: idParam });
