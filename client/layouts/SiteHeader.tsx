import { CartSlot } from '../components/CartSlot.tsx';
import { pathTo } from '../routes/paths.ts';
import type { ChromeData } from './chrome.ts';

/** The site header: skip link, logo, and the cart (the next issue adds the primary nav). */
export function SiteHeader({ chrome }: { chrome: ChromeData }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2 focus:bg-white">Skip to content</a>
      <div className="mx-auto max-w-6xl flex items-center justify-between gap-4 px-4 py-3">
        <a href={pathTo('index')} className="text-xl font-bold text-slate-900 no-underline">{chrome.company.name}</a>
        <nav aria-label="Primary" className="flex items-center gap-4">
          <CartSlot signedIn={chrome.signedIn} storeInfo={chrome.storeInfo} />
        </nav>
      </div>
    </header>
  );
}
