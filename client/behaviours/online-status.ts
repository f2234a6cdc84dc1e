/**
 * SPEC §4: whether the browser is online is tracked and shown. The root is a polite live region
 * (client/components/OnlineStatus.tsx); its message is shown while offline, so it is announced
 * when the connection drops, and gone when it is back.
 */
export function onlineStatus(root: HTMLElement): void {
  const message = root.querySelector<HTMLElement>('[data-offline-message]');
  if (!message) return;
  const update = () => {
    message.hidden = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
