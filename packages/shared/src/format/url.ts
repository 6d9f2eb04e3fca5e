/**
 * An absolute http(s) URL with a host, as settings, menus and appearance accept it: no spaces,
 * user info (`name@`) allowed before the host. A pattern, not the URL class, because this
 * package has no DOM or Node types.
 */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#@]+(@[^\s/?#]+)?([/?#]\S*)?$/i.test(value);
}
