import { uiTexts } from '../texts/ui';

/**
 * The company line of a service card (SPEC §2): the seller's company name when set,
 * else the first name capitalised plus ' Company', else 'Unknown Company'.
 */
export function sellerCompanyName(seller: {
  firstname?: string | null;
  company_name?: string | null;
} | null | undefined): string {
  const company = seller?.company_name?.trim();
  if (company) return company;
  const first = seller?.firstname?.trim();
  if (!first) return uiTexts.unknownCompany;
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}${uiTexts.companySuffix}`;
}
