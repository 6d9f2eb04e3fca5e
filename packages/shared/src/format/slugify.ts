/** Slugs are lowercase with "-" as the separator; accents fold to ASCII. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The user profile route. */
export function userProfilePath(user: { id: number; name: string }): string {
  const slug = slugify(user.name);
  return slug ? `/user/${user.id}/${slug}` : `/user/${user.id}`;
}
