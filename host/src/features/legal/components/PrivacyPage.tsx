import { useLegalTexts } from '../texts';
import { LegalPage, LegalSection } from './LegalPage';

/** The sections after the controller's, each with its paragraphs (ids of the catalogue's `privacy` section). */
const SECTIONS = [
  ['account', ['p1', 'p2', 'p3']],
  ['marketplace', ['p1', 'p2', 'p3']],
  ['messages', ['p1', 'p2']],
  ['email', ['p1', 'p2']],
  ['device', ['p1', 'p2']],
  ['server', ['p1', 'p2']],
  ['recipients', ['p1']],
  ['retention', ['p1']],
] as const;

const RIGHTS = ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection'] as const;

/**
 * /datenschutz: the privacy notice (Art. 13 GDPR) for what this product stores: account, services,
 * orders, messages, uploads, e-mails, the browser's local storage; no tracking.
 */
export function PrivacyPage() {
  const t = useLegalTexts('privacy');
  const label = useLegalTexts('common.labels');
  return (
    <LegalPage document="privacy">
      {(operator) => (
        <>
          <p>{t('intro')}</p>
          <LegalSection title={t('controller.title')}>
            <p>{t('controller.body')}</p>
            <address>
              {operator.value('name')} ({operator.value('legalForm')})
              <br />
              {operator.value('street')}, {operator.value('postcodeCity')}, {operator.value('country')}
              <br />
              {label('email')}: {operator.value('email')}
              <br />
              {label('phone')}: {operator.value('phone')}
            </address>
            <p>{t('controller.contact', { contact: operator.value('privacyContact') })}</p>
          </LegalSection>
          {SECTIONS.map(([section, paragraphs]) => (
            <LegalSection key={section} title={t(`${section}.title`)}>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(`${section}.${paragraph}` as Parameters<typeof t>[0])}</p>
              ))}
            </LegalSection>
          ))}
          <LegalSection title={t('rights.title')}>
            <p>{t('rights.intro')}</p>
            <ul>
              {RIGHTS.map((right) => (
                <li key={right}>{t(`rights.${right}`)}</li>
              ))}
            </ul>
            <p>{t('rights.complaint', { authority: operator.value('supervisoryAuthority') })}</p>
            <p>{t('rights.required')}</p>
          </LegalSection>
        </>
      )}
    </LegalPage>
  );
}
