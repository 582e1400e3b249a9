import { matchPath } from 'react-router';

/**
 * Whether a react-router path pattern ('/services/:id', '/jobs/*') matches a pathname, as the
 * browser's router matches it: the remote manifests' routes and links are react-router patterns.
 */
export const patternMatches = (pattern: string, pathname: string): boolean => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null;
