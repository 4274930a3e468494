/**
 * The slug a tag title gets: lower-case ASCII letters and digits joined by single dashes
 * ("Dark mode" → "dark-mode", "Café — Menu" → "cafe-menu"). The API's slug rule is the contracts' slugSchema.
 */
export function tagSlugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
