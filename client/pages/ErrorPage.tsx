import { errorPageText } from '#core/domain/messages.ts';
import { pathTo } from '#core/routes/paths.ts';

/** Where a visitor who followed a dead link most likely meant to go: what the site sells, and help. */
const ONWARD = [
  { label: 'Digitize your memories', href: pathTo('digital-conversion') },
  { label: 'Create & print', href: pathTo('create-and-print') },
  { label: 'Preserve & share', href: pathTo('preserve-and-share') },
  { label: 'Track my box', href: pathTo('digital-conversion-track-my-box') },
  { label: 'Read the blog', href: pathTo('yours') },
  { label: 'Contact us', href: pathTo('info') },
] as const;

/** Where a 404 leads instead, when the page knows better than the error page's usual links. */
export interface Onward {
  href: string;
  label: string;
}

interface Props {
  status: number;
  message?: string | undefined;
  /** A way on the page that failed knew of (the last page of a list), offered first. */
  onward?: Onward | undefined;
}

/** The error page of SPEC §2.6; `message` is the error's own message (SPEC §8), shown beneath. */
export function ErrorPage({ status, message, onward }: Props) {
  const { title, text } = errorPageText(status);
  return (
    <section aria-labelledby="error-title" className="py-16 text-center">
      <h1 id="error-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {message ? (
        <p className="mt-2 text-sm text-slate-500" data-testid="error-message">
          {message}
        </p>
      ) : null}
      {onward ? (
        <p className="mt-6">
          <a href={onward.href} className="btn-primary" data-testid="error-last-page">
            {onward.label}
          </a>
        </p>
      ) : null}
      {status === 404 ? (
        <nav aria-labelledby="error-onward" className="mx-auto mt-10 max-w-2xl">
          <h2 id="error-onward" className="text-lg font-semibold">
            Popular pages
          </h2>
          <ul className="m-0 mt-4 flex list-none flex-wrap justify-center gap-3 p-0">
            {ONWARD.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="btn-secondary">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="mt-8">
        <a href={pathTo('index')} className="text-accent-700 underline">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
