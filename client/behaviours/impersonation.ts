import { IMPERSONATIONS_API } from '#core/domain/impersonation.ts';
import { trackedFetch } from '#core/domain/loading.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { showToast } from './toasts.ts';

// SPEC §4, §8: the impersonation forms (the banner's Stop Managing, data-action="end"; an admin
// affordance's Manage, data-action="start" with an `id` field) through the API instead of a page
// load. Success goes where the worker says (the toast for it waits in the flash cookie); a failure
// is a toast here, and the error is rethrown, so the page's error watch reports it.

class ImpersonationError extends Error {
  override name = 'ImpersonationError';
}

async function call(form: HTMLFormElement, start: boolean): Promise<string | null> {
  const data = new FormData(form);
  const response = await trackedFetch(IMPERSONATIONS_API, {
    method: start ? 'POST' : 'DELETE',
    credentials: 'same-origin',
    headers: start
      ? { 'content-type': 'application/json', accept: 'application/json' }
      : { accept: 'application/json' },
    body: start ? JSON.stringify({ id: String(data.get('id') ?? '') }) : undefined,
  });
  if (!response.ok)
    throw new ImpersonationError(`${start ? 'Start' : 'End'} impersonation failed with ${response.status}`);
  const result = (await response.json()) as { redirectTo?: string };
  return result.redirectTo ?? null;
}

export function impersonation(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const start = form.dataset.action === 'start';
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    try {
      const redirectTo = await call(form, start);
      const returnTo = new FormData(form).get('returnTo');
      location.assign(redirectTo ?? (typeof returnTo === 'string' && returnTo ? returnTo : location.href));
    } catch (error) {
      if (button) button.disabled = false;
      showToast({ tone: 'danger', text: start ? MESSAGES.impersonationStartFailed : MESSAGES.impersonationEndFailed });
      throw error;
    }
  });
}
