import { sharedText } from '../texts/shared-catalog';

/**
 * The company line of a service card: the seller's company name when set,
 * else the first name capitalised plus ' Company', else 'Unknown Company' (in the page's language).
 */
export function sellerCompanyName(seller: {
  firstname?: string | null;
  company_name?: string | null;
} | null | undefined): string {
  const company = seller?.company_name?.trim();
  if (company) return company;
  const first = seller?.firstname?.trim();
  if (!first) return sharedText('ui.unknownCompany');
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}${sharedText('ui.companySuffix')}`;
}
