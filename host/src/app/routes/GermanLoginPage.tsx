import { useEffect, useState } from 'react';
import { Loading } from '@craft/shared';
import { currentLanguage, setLanguage } from '@craft/shared/i18n';
import { RootPage } from './RootPage';

/**
 * '/anmelden': the login in German. Arriving here switches the page to German (once: the
 * switch in the navbar or footer still changes it afterwards) and shows the same screen as '/'.
 */
export function GermanLoginPage() {
  const [ready, setReady] = useState(() => currentLanguage() === 'de');
  useEffect(() => {
    let active = true;
    // A German chunk that fails to load leaves the page in its language rather than on a spinner.
    void setLanguage('de').finally(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return ready ? <RootPage /> : <Loading />;
}
