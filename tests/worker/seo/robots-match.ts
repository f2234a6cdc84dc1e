// How a crawler reads robots.txt (RFC 9309): of the rules whose pattern matches the path and
// query, the longest wins, Allow on a tie; `*` matches anything and a final `$` ends the path.

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matches(pattern: string, pathAndQuery: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern).split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(pathAndQuery);
}

/** Whether the rules of a one-group robots.txt let a crawler fetch a path (with its query). */
export function allowedBy(robots: string, pathAndQuery: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S*)\s*$/.exec(line);
    if (!rule?.[2] || !matches(rule[2], pathAndQuery)) continue;
    const length = rule[2].length;
    const allow = rule[1] === 'Allow';
    if (length > best.length || (length === best.length && allow)) best = { length, allow };
  }
  return best.allow;
}
