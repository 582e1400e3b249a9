import { conversationCreateSchema, idParam, messagePageQuerySchema, messageWriteSchema } from '@craft/shared/schemas';
import { z } from 'zod';

export { conversationCreateSchema as conversationBody, messageWriteSchema as messageBody, messagePageQuerySchema as messagePageQuery };
export const conversationParams = z.object({ id: idParam });
export const attachmentParams = z.object({ id: idParam, messageId: idParam });
