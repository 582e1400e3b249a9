/**
 * A remote's menu labels (its catalogue's `entries` section) as plain text, for the manifest's
 * `texts`. The build evaluates the manifest with the raw JSON; webpack and jest hand over the
 * compiled catalogue (flat ids, each message a list of parts), where a label has no placeholders.
 */
export function entryLabels(catalogue: object): Record<string, string> {
  const raw = (catalogue as { entries?: unknown }).entries;
  if (typeof raw === 'object' && raw !== null) return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const labels: Record<string, string> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (!id.startsWith('entries.')) continue;
    labels[id.slice('entries.'.length)] = Array.isArray(message) ? message.join('') : String(message);
  }
  return labels;
}
