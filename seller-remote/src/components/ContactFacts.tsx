import type { PartyContact } from '@craft/shared';
import { sellerTexts } from '@craft/shared/texts/seller';
import { Facts } from './Facts';

const t = sellerTexts.jobs;

/** The customer's contact as links a phone can act on (mail, call). */
export function ContactFacts({ contact }: { contact: PartyContact }) {
  return (
    <Facts
      items={[
        { label: t.name, value: contact.name },
        { label: t.email, value: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
        { label: t.phone, value: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> },
        { label: t.address, value: [contact.street, contact.post_number].filter(Boolean).join(', ') },
      ]}
    />
  );
}
