import type { ReactNode } from 'react';
import type { LayoutName } from '../routes/table.ts';
import type { ChromeData } from './chrome.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** The layouts of SPEC §2.7. Navigationless keeps only the logo bar and the footer. */
export function Layout({ name, chrome, subnav, children }: { name: LayoutName; chrome: ChromeData; subnav?: ReactNode; children: ReactNode }) {
  const withNav = name !== 'navigationless';
  return (
    <>
      {withNav ? <SiteHeader chrome={chrome} /> : null}
      {subnav}
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">{children}</main>
      <SiteFooter company={chrome.company} />
    </>
  );
}
