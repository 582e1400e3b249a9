import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The notification bell's catalogue, a namespace of its own: only the bell's lazily
 * loaded chunk (signed-in users) imports it. English comes with the chunk, German is a chunk of its own.
 */
export const notificationsCatalog = catalogTexts<typeof english>('host-notifications', (language) =>
  language === 'de'
    ? import(/* webpackChunkName: "host-notifications-texts-de" */ './locales/de.json')
    : Promise.resolve({ default: english }),
);

export const useNotificationTexts = notificationsCatalog.useTexts;
