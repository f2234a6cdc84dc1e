import type { ReactNode } from 'react';
import { BackToTop } from '#client/components/BackToTop.tsx';
import { LayoutBehaviours } from '#client/components/LayoutBehaviours.tsx';
import { PersonalWidget } from '#client/components/personal/PersonalWidget.tsx';
import { Toasts } from '#client/components/toasts/Toasts.tsx';
import type { LayoutName } from '#core/routes/table.ts';
import { BlogBrand } from './BlogBrand.tsx';
import type { ChromeData } from './chrome.ts';
import { MinimalFooter, MinimalHeader } from './MinimalChrome.tsx';
import { P2pFooter } from './P2pFooter.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader, SkipLink } from './SiteHeader.tsx';

interface Props {
  name: LayoutName;
  chrome: ChromeData;
  /** Rendered right under the header: the blog's category tabs, search and drafts switch. */
  subnav?: ReactNode;
  /** The header banners slot of SPEC §2.8 (impersonation, preview, ambassador, affiliate). */
  banners?: ReactNode;
  children: ReactNode;
}

const Main = ({ children }: { children: ReactNode }) => (
  <main id="main" tabIndex={-1} className="page-width flex-1 py-8 outline-none">
    {children}
  </main>
);

/**
 * The layouts of SPEC §2.7. Default, chromeless and error share one chrome (banners, primary
 * nav, footer, back-to-top, the toasts' live region, the loading bar, online status and support
 * widget); chromeless differs only in hiding the support widget. Blog inverts the nav and shows its own wordmark;
 * pixels2Pages has its own footer; navigationless has the logo only.
 */
export function Layout({ name, chrome, subnav, banners, children }: Props) {
  if (name === 'navigationless') {
    return (
      <>
        <MinimalHeader company={chrome.company} />
        <Main>{children}</Main>
        <MinimalFooter company={chrome.company} />
      </>
    );
  }
  const blog = name === 'blog';
  return (
    <>
      {/* The first Tab stop of every page, before the banners and their links. */}
      <SkipLink />
      {banners ? <div data-slot="banners">{banners}</div> : null}
      <SiteHeader
        chrome={chrome}
        dark={blog}
        brand={blog ? <BlogBrand companyName={chrome.company.name} /> : undefined}
      />
      {subnav}
      <Main>{children}</Main>
      {name === 'pixels2pages' ? <P2pFooter company={chrome.company} /> : <SiteFooter company={chrome.company} />}
      {/* SPEC §6's affiliate badge, for everyone but an ambassador: a personal widget, last in the page. */}
      <PersonalWidget name="affiliate" chrome={chrome} />
      <BackToTop />
      <Toasts />
      <LayoutBehaviours supportWidgetUrl={name === 'chromeless' ? undefined : chrome.supportWidgetUrl} />
    </>
  );
}
