import { type PartyContact } from '@craft/shared';
import { ContactFacts as Contact } from '@craft/shared/widgets';
import { useSellerTexts } from '../texts';

/** The customer's contact as links a phone can act on (mail, call). */
export function ContactFacts({ contact }: { contact: PartyContact }) {
  const t = useSellerTexts('jobs');
  return <Contact contact={contact} labels={{ name: t('name'), email: t('email'), phone: t('phone'), address: t('address') }} />;
}
