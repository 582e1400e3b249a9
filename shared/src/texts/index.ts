/**
 * Every user-visible text of the product, in one place. SPEC strings are copied exactly,
 * typos marked "as written" included (e.g. 'Succsessfully', 'wislist', 'successfuly').
 * One file per area so teams can add texts side by side.
 */
export { hostTexts } from './host';
