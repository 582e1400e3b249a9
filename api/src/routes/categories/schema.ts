import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';
import { pageQuery } from '../services/schema';

export const categoryIdParams = z.object({ id: idParam });
export const categoryPageQuery = pageQuery;
