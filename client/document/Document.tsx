import type { ReactNode } from 'react';
import { NO_SCRIPT_MARK } from '#core/domain/no-script.ts';
import { LOGO, type PageAssets } from './assets.ts';
import { EntryScriptSrc } from './EntryScriptContext.ts';
import type { PageHead } from './head.ts';

interface Props {
  head: PageHead;
  siteName: string;
  /** The build's stylesheet and entry, as its manifest names them (decision 096). */
  assets: PageAssets;
  children: ReactNode;
}

/** The HTML document around every page; its head leaves the worker before any store call answers. */
export function Document({ head, siteName, assets, children }: Props) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title === siteName ? siteName : `${head.title} | ${siteName}`}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={head.canonical} />
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:type" content={head.type ?? 'website'} />
        <meta property="og:url" content={head.canonical} />
        {head.image ? <meta property="og:image" content={head.image} /> : null}
        <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
        <link rel="stylesheet" href={assets.css} />
        <link rel="icon" href={LOGO} type="image/svg+xml" />
        {/* Asked for only without script: a signed-in page is then sent whole (decision 089). */}
        <noscript>
          <link rel="stylesheet" href={NO_SCRIPT_MARK} />
        </noscript>
      </head>
      <body className="m-0 flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <EntryScriptSrc value={assets.entry}>{children}</EntryScriptSrc>
      </body>
    </html>
  );
}
