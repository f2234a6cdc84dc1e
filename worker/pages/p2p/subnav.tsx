import { type P2pNav, P2pSubnav } from '#client/components/p2p/P2pSubnav.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';

/** The pixels2Pages bar, as every page of the section shows it (its loader spreads p2pNav). */
export const p2pSubnav = ({ data, chrome }: { data: { nav: P2pNav }; chrome: ChromeData }) => (
  <P2pSubnav nav={data.nav} chrome={chrome} />
);
