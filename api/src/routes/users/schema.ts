import { idParam, loginSchema, registerSchema } from '@craft/shared/schemas';
import { z } from 'zod';

/** The browser form's schemas, reused as-is: one definition validates both ends. */
export const loginBody = loginSchema;
export const registerBody = registerSchema;
export const userIdParams = z.object({ id: idParam });
