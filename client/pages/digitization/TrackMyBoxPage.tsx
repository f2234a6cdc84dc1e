import { pathTo } from '#core/routes/paths.ts';

export const TRACK_HEAD = {
  title: 'Track My Box',
  description: 'Where your Forever Box is, what each order status means, and where to look it up in your account.',
} as const;

const STEPS = [
  [
    'Box on its way to you',
    'We have packed your empty box and handed it to the carrier. The tracking number is in the shipping email.',
  ],
  [
    'Box delivered',
    'Fill it with your tapes, film, photos and recordings, put the prepaid label on and drop it at any carrier ' +
      'location.',
  ],
  ['Box received', 'Your box reached our lab. We check every item against your order and count loose photos.'],
  ['In progress', 'Your memories are being cleaned, repaired where needed and digitized by hand.'],
  ['Quality check', 'A second technician reviews every file before anything leaves the lab.'],
  ['Files ready', 'Your files are in your account to watch, share and download.'],
  [
    'Box on its way home',
    'Your originals, with any thumb drives or DVDs you ordered, are shipped back to you, tracked.',
  ],
] as const;

/** /digital-conversion/track-my-box: how a box travels, what each status means, where to look. */
export function TrackMyBoxPage() {
  return (
    <>
      <p className="eyebrow">Digitization</p>
      <h1 className="heading-1">Track my box</h1>
      <p className="lead mt-3 max-w-3xl">
        Every Forever Box is tracked from the moment it leaves us to the moment your originals come home. Here is how it
        travels, and where to see where yours is.
      </p>
      <section aria-labelledby="where-to-look" className="panel mt-8 max-w-3xl">
        <h2 id="where-to-look" className="heading-2">
          Where to look it up
        </h2>
        <ol className="mt-4 space-y-2">
          <li>
            <a href={pathTo('log-in')} className="underline">
              Log in
            </a>{' '}
            to your account.
          </li>
          <li>Open Orders in your account: each box shows its status and, while it travels, its tracking number.</li>
          <li>The carrier’s tracking page, linked from the order, shows where the box is right now.</li>
        </ol>
        <p className="mt-4">
          Lost the email, or the status has not changed in a while?{' '}
          <a href={pathTo('info')} className="underline">
            Contact us
          </a>{' '}
          with your order number and we will look.
        </p>
      </section>
      <section aria-labelledby="statuses" className="mt-12 max-w-3xl">
        <h2 id="statuses" className="heading-2">
          What each status means
        </h2>
        <ol className="m-0 mt-4 list-none space-y-4 p-0">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden="true"
                className={
                  'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-600 font-bold ' +
                  'text-white'
                }
              >
                {i + 1}
              </span>
              <div>
                <h3 className="heading-3 m-0">{title}</h3>
                <p className="m-0 mt-1">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p className="mt-12">
        Have not ordered yet?{' '}
        <a href={pathTo('digital-conversion-estimator')} className="underline">
          Estimate your order
        </a>{' '}
        or{' '}
        <a href={pathTo('digital-conversion-order')} className="underline">
          order a box
        </a>
        .
      </p>
    </>
  );
}
