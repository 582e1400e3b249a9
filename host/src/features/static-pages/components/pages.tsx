import { usePagesTexts } from '../texts';
import { StaticPage } from './StaticPage';

const HELP_SECTIONS = [
  { id: 'forgot-password', key: 'forgotPassword' },
  { id: 'favorable-offer', key: 'favorableOffer' },
  { id: 'craftsman', key: 'craftsman' },
] as const;

export function AboutPage() {
  const t = usePagesTexts();
  return (
    <StaticPage title={t('aboutTitle')}>
      <p>{t('aboutBody.who')}</p>
      <p>{t('aboutBody.how')}</p>
    </StaticPage>
  );
}

export function ContactPage() {
  const t = usePagesTexts();
  return (
    <StaticPage title={t('contactTitle')}>
      <p>{t('contactBody.questions')}</p>
      <p>{t('contactBody.email')}</p>
      <p>{t('contactBody.craftsmen')}</p>
    </StaticPage>
  );
}

export function HelpPage() {
  const t = usePagesTexts();
  return (
    <StaticPage title={t('helpTitle')}>
      {HELP_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{t(`help.${section.key}.title`)}</h2>
          <p>{t(`help.${section.key}.body`)}</p>
        </section>
      ))}
    </StaticPage>
  );
}
