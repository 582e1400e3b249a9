import { catalogTexts } from '@craft/shared/i18n';
import english from '../locales/en.json';

/**
 * The shared package's own texts: the UI kit's labels, the forms' field checks and the
 * messages every app shows (loading, retry, not found). English is in the package's chunk, which
 * the landing page loads anyway; German is a chunk of its own.
 */
export const sharedCatalog = catalogTexts<typeof english>('shared', (language) =>
  language === 'de' ? import(/* webpackChunkName: "shared-texts-de" */ '../locales/de.json') : Promise.resolve({ default: english }),
);

/** `const t = useSharedTexts('common'); t('loading')`. */
export const useSharedTexts = sharedCatalog.useTexts;
/** Outside React, at the moment of use: `sharedText('validation.required')`. */
export const sharedText = sharedCatalog.text;

type CategoryName = keyof (typeof english)['categories'];
// The imported catalogue is the compiled one (webpack's and jest's catalogue loader): flat ids such as
// "categories.Painter", not the JSON's nested sections its type describes.
const isKnownCategory = (name: string): name is CategoryName => Object.hasOwn(english, `categories.${name}`);

/**
 * A category's name in the page's language. Categories are reference data stored in English (the
 * spec's names: Painter, Drywall, …); a category added later without a translation keeps its name.
 */
export function categoryLabel(name: string): string {
  return isKnownCategory(name) ? sharedText(`categories.${name}`) : name;
}

/** `categoryLabel` in a component, re-rendered on a language switch. */
export function useCategoryLabel(): (name: string) => string {
  useSharedTexts('categories');
  return categoryLabel;
}
