/** How people are named to others: a company name when a craftsman has one, else first and last name. */
export function fullName(user: { firstname: string; lastname: string }): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

export function displayName(user: { firstname: string; lastname: string; company_name: string | null }): string {
  return user.company_name?.trim() || fullName(user);
}
