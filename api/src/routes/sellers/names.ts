/** A person's own name (customers, and craftsmen in their own account). */
export function fullName(user: { firstname: string; lastname: string }): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/**
 * A craftsman as everyone else sees them, the same on every card, page, order and mail: the
 * company name when set, else the spec's card rule, the first name capitalised plus " Company".
 */
export function displayName(user: { firstname: string; lastname: string; company_name: string | null }): string {
  const company = user.company_name?.trim();
  if (company) return company;
  const first = user.firstname.trim();
  return first ? `${first.charAt(0).toUpperCase()}${first.slice(1)} Company` : fullName(user);
}
