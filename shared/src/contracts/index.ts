export * from './remotes';
// Build-time help for a remote's manifest (not part of the versioned contract itself).
export { entryLabels } from './entry-labels';
