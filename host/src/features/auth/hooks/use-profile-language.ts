import { useEffect } from 'react';
import { authStore, reportError, updateLocale, type PrivateUser } from '@craft/shared';
import { currentLanguage, isLanguage, onLanguageChange, setLanguage } from '@craft/shared/i18n';

/**
 * A signed-in user's language lives in their profile too:
 * - at login, and on a page load with a stored session, the page takes the profile's language
 *   (when the stored user carries one: sessions stored before languages existed do not);
 * - a switch (navbar, footer, '/anmelden') is saved to the profile with PUT /users/me/locale, and
 *   the stored user follows, so the next visit and the e-mails speak it.
 * `adopt: false` (on '/anmelden', which asks for German) leaves the page's language as it is.
 */
export function useProfileLanguage(user: PrivateUser | null, { adopt = true }: { adopt?: boolean } = {}): void {
  const id = user?.id;
  const locale = user?.locale;

  // The profile's language, whenever it is (or becomes) known for this user.
  useEffect(() => {
    if (!adopt || id === undefined || !isLanguage(locale) || locale === currentLanguage()) return;
    void setLanguage(locale);
  }, [id, locale, adopt]);

  // A switch while signed in goes to the profile; the profile's own language needs no saving.
  useEffect(() => {
    if (id === undefined) return undefined;
    return onLanguageChange((language) => {
      const stored = authStore.getSession().user;
      if (!stored || stored.id !== id || stored.locale === language) return;
      authStore.updateUser({ ...stored, locale: language });
      updateLocale(language).catch((error: unknown) => reportError(error, { action: 'Saving the language to the profile', app: 'host' }));
    });
  }, [id]);
}
