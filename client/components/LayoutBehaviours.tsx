import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { OnlineStatus } from './OnlineStatus.tsx';
import { SupportWidget } from './SupportWidget.tsx';

/**
 * What the site-wide layouts add from script (SPEC §2.5, §2.7, §4, §5): the loading bar, the
 * online status, the support widget when one is configured (the chromeless layout passes none),
 * and two behaviours with nothing to show, the UTM send and the wait for a #hash's target.
 */
export const LayoutBehaviours = ({ supportWidgetUrl }: { supportWidgetUrl?: string | undefined }) => (
  <>
    <EntryScript />
    <LoadingBar />
    <OnlineStatus />
    {supportWidgetUrl ? <SupportWidget src={supportWidgetUrl} /> : null}
    <span hidden {...behaviourRoot('utm')} />
    <span hidden {...behaviourRoot('hash-scroll')} />
  </>
);
