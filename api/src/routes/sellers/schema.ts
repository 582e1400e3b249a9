import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';

export const sellerIdParams = z.object({ id: idParam });
