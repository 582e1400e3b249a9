import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The authenticator step's texts, a namespace of its own: only operators reach that step, so it
 * loads with the step's chunk and neither language reaches the landing page's script budget.
 */
export const totpCatalog = catalogTexts<typeof english>('host-totp', (language) =>
  language === 'de' ? import(/* webpackChunkName: "host-totp-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
);

export const useTotpTexts = totpCatalog.useTexts;
