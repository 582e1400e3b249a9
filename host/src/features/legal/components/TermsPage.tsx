import { useLegalTexts } from '../texts';
import { LegalPage, LegalSection } from './LegalPage';

/** The numbered sections, each with its paragraphs (ids of the catalogue's `terms` section). */
const SECTIONS = [
  ['role', ['p1']],
  ['account', ['p1', 'p2']],
  ['prices', ['p1']],
  ['contracts', ['p1']],
  ['reviews', ['p1', 'p2']],
  ['content', ['p1']],
  ['liability', ['p1']],
  ['end', ['p1']],
  ['changes', ['p1']],
] as const;

/**
 * /agb: the terms of a marketplace that brokers contracts between customers and craftsmen; the
 * platform is not party to the craft contract.
 */
export function TermsPage() {
  const t = useLegalTexts('terms');
  return (
    <LegalPage document="terms">
      {(operator) => (
        <>
          <p>{t('intro', { operator: operator.value('name') })}</p>
          {SECTIONS.map(([section, paragraphs]) => (
            <LegalSection key={section} title={t(`${section}.title`)}>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(`${section}.${paragraph}` as Parameters<typeof t>[0])}</p>
              ))}
            </LegalSection>
          ))}
        </>
      )}
    </LegalPage>
  );
}
