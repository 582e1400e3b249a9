import type { PartyContact } from '@craft/shared';
import { useSellerTexts } from '../texts';
import { Facts } from '@craft/shared';


/** The customer's contact as links a phone can act on (mail, call). */
export function ContactFacts({ contact }: { contact: PartyContact }) {
  const t = useSellerTexts('jobs');
  return (
    <Facts
      items={[
        { label: t('name'), value: contact.name },
        { label: t('email'), value: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
        { label: t('phone'), value: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> },
        { label: t('address'), value: [contact.street, contact.post_number].filter(Boolean).join(', ') },
      ]}
    />
  );
}
