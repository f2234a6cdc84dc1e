import { errorPageText } from '#client/domain/messages.ts';
import { pathTo } from '#client/routes/paths.ts';

/** The error page of SPEC §2.6; `message` is the error's own message (SPEC §8), shown beneath. */
export function ErrorPage({ status, message }: { status: number; message?: string | undefined }) {
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
      <p className="mt-8">
        <a href={pathTo('index')} className="text-accent-700 underline">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
