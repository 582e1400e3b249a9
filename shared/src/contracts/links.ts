import { generatePath } from 'react-router-dom';
import { getRuntimeConfig } from '../config/runtime-config';
import type { RemoteName } from './remotes';

/**
 * A link into another app, by the name its manifest gives it (e.g. remoteLink('buyer', 'service',
 * { id: 7 })): the owning remote can move a page by deploying alone, and every app follows.
 * Null when the remote declares no such link (not configured, or an older build).
 */
export function remoteLink(remote: RemoteName, name: string, params: Record<string, string | number> = {}): string | null {
  const pattern = getRuntimeConfig().remotes[remote].manifest?.links[name];
  if (pattern === undefined) return null;
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  try {
    return generatePath(pattern, values);
  } catch {
    // A pattern asking for a parameter the caller does not have.
    return null;
  }
}
