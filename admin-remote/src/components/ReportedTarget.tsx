import type { ModerationCase } from '@craft/shared/moderation';
import { formatNumber, formatPrice } from '@craft/shared/i18n';
import { useAdminTexts } from '../texts';
import { Meta, Quote } from './queue';

/** The reported record as the marketplace shows it to its users (a case's, or an appealed decision's). */
export function ReportedTarget({ target }: { target: ModerationCase['target'] }) {
  const t = useAdminTexts('queue');
  if (!target) return <p>{t('gone')}</p>;
  switch (target.kind) {
    case 'service':
      return (
        <>
          <h4>{target.title}</h4>
          <Quote>{target.description}</Quote>
          <Meta>{t('price', { price: formatPrice(target.price) })}</Meta>
          <Meta>{t('seller', { id: target.seller_id })}</Meta>
        </>
      );
    case 'review':
      return (
        <>
          <Meta>{t('rating', { rating: formatNumber(target.rating) })}</Meta>
          <Quote>{target.text}</Quote>
          <Meta>{t('author', { id: target.buyer_id })}</Meta>
        </>
      );
    case 'message':
      return (
        <>
          <Quote>{target.text}</Quote>
          <Meta>{t('author', { id: target.sender_id })}</Meta>
        </>
      );
    case 'user':
      return (
        <>
          <h4>
            {target.firstname} {target.lastname}
          </h4>
          <Meta>{t('role', { role: target.role })}</Meta>
          {target.company_name && <Meta>{t('company', { name: target.company_name })}</Meta>}
        </>
      );
  }
}
