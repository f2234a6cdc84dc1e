import { UTM_SENT_KEY, utmToSend } from '#core/domain/utm.ts';

const UTM_API = '/api/utm';

function sentThisSession(): boolean | null {
  try {
    return sessionStorage.getItem(UTM_SENT_KEY) !== null;
  } catch {
    // No session storage (blocked): without it "once per session" cannot be kept, so nothing is sent.
    return null;
  }
}

/**
 * Sends the landing URL's UTM values to the current order (SPEC §5): once per browser session,
 * marked before the call so a second tab load never repeats it; a failure is ignored (SPEC §8).
 */
export function utm(): void {
  const sent = sentThisSession();
  if (sent === null) return;
  const metadata = utmToSend(location.search, sent);
  if (!metadata) return;
  sessionStorage.setItem(UTM_SENT_KEY, String(Date.now()));
  void fetch(UTM_API, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(metadata),
  }).catch(() => undefined);
}
