/**
 * Whether a react-router path pattern ('/services/:id', '/jobs/*') matches a pathname: the subset
 * of react-router's matchPath the remote manifests use, for the web server, which runs no router.
 */
export function matchPath(pattern, pathname) {
  const source = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${source || ''}/?$`, 'i').test(pathname);
}
