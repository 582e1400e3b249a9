/**
 * Every user-visible text of the product, in one place. SPEC strings are copied exactly,
 * typos marked "as written" included (e.g. 'Succsessfully', 'wislist', 'successfuly').
 * One file per area so teams can add texts side by side.
 */
export { commonTexts } from './common';
export { buyerTexts } from './buyer';
export { sellerTexts } from './seller';
export { uiTexts } from './ui';
export { validationTexts } from './validation';
