// The letter an avatar shows for a name: its first letter or digit, once any markup a name was
// typed with is taken out, so "<b>Sam</b>" is S, not "<" (issue 35).

export function initialOf(name: string): string {
  const text = name.replace(/<[^>]*>?/g, ' ');
  return text.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase() ?? '?';
}
