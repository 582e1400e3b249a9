import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';

export const offerIdParams = z.object({ id: idParam });

/** The buyer's direct offer form checks the same schema. */
export { directOfferWriteSchema as offerBody } from '@craft/shared/schemas';

/** The craftsman's counter offer form checks the same schema. */
export { directOfferCounterSchema as counterBody } from '@craft/shared/schemas';

/** What the accepting party saw: the craftsman's accept names the version. */
export { directOfferAcceptSchema as acceptBody } from '@craft/shared/schemas';
