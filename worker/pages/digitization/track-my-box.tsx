import { TRACK_HEAD, TrackMyBoxPage } from '#client/pages/digitization/TrackMyBoxPage.tsx';
import { definePage } from '#worker/pages/unit/define-page.ts';

/** /digital-conversion/track-my-box: a static page, the same for everyone (cached whole). */
export const trackMyBoxPage = definePage<null>({
  route: 'digital-conversion-track-my-box',
  async load() {
    return null;
  },
  head: () => ({ ...TRACK_HEAD }),
  body: () => <TrackMyBoxPage />,
});
