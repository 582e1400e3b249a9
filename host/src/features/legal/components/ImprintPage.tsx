import { useLegalTexts } from '../texts';
import { LegalPage, LegalSection } from './LegalPage';

/** /impressum: the provider's details required by section 5 of the Digitale-Dienste-Gesetz, from the runtime configuration. */
export function ImprintPage() {
  const t = useLegalTexts('imprint');
  const label = useLegalTexts('common.labels');
  return (
    <LegalPage document="imprint">
      {(operator) => (
        <>
          <p>{t('intro')}</p>
          <LegalSection title={t('provider')}>
            <address>
              {operator.value('name')} ({operator.value('legalForm')})
              <br />
              {operator.value('street')}
              <br />
              {operator.value('postcodeCity')}
              <br />
              {operator.value('country')}
            </address>
            <p>
              {label('representedBy')}: {operator.value('representative')}
            </p>
          </LegalSection>
          <LegalSection title={t('contact')}>
            <p>
              {label('phone')}: {operator.value('phone')}
              <br />
              {label('email')}: {operator.value('email')}
            </p>
          </LegalSection>
          <LegalSection title={t('register')}>
            <p>
              {label('register')}: {operator.value('register')}
            </p>
          </LegalSection>
          <LegalSection title={t('vat')}>
            <p>
              {label('vatId')}: {operator.value('vatId')}
            </p>
          </LegalSection>
          <LegalSection title={t('responsible')}>
            <p>{t('responsibleBody', { representative: operator.value('representative') })}</p>
          </LegalSection>
          <LegalSection title={t('marketplace')}>
            <p>{t('marketplaceBody')}</p>
          </LegalSection>
          <LegalSection title={t('dispute')}>
            <p>{t('disputeBody')}</p>
          </LegalSection>
        </>
      )}
    </LegalPage>
  );
}
