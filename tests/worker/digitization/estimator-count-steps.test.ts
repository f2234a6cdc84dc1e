// Issue 35: each count step of the estimator says plainly what to enter, and why Next refused it,
// in its own words; SPEC §4's rules stand (tapes and film are one category, each count step needs a
// count above 0), and the video steps say that choosing video asks for both counts.
import { describe, expect, it } from 'vitest';
import { site, textOf } from '#tests/worker/helpers.ts';

const PATH = '/digital-conversion/estimator';
const page = async (query: string) => textOf(await (await site(`${PATH}?${query}`)).text());

describe('the estimator’s count steps', () => {
  it('say what to enter, as a whole number of 1 or more, beside its unit', async () => {
    const asks = {
      tapes: 'Enter how many video tapes you are sending: a whole number, 1 or more.',
      film: 'Enter the feet of film on all your reels together: a whole number, 1 or more.',
      pictures: 'Enter how many photos you are sending: a whole number, 1 or more.',
      audio: 'Enter how many audio tapes you are sending: a whole number, 1 or more.',
      scans: 'Enter how many documents and large photos to scan: a whole number, 1 or more.',
    };
    for (const [step, ask] of Object.entries(asks)) {
      expect(await page(`step=${step}&steps=${step}`), step).toContain(ask);
    }
  });

  it('say, on the video steps, that video asks for both counts', async () => {
    const steps = 'steps=tapes%2Cfilm';
    expect(await page(`step=tapes&${steps}`)).toContain(
      'Video tapes and film reels are one choice: count your tapes here, your film next.',
    );
    expect(await page(`step=film&${steps}&tapes=2`)).toContain(
      'Video tapes and film reels are one choice: count your film here, after your tapes.',
    );
  });

  it('refuse Next in the step’s own words', async () => {
    expect(await page('step=audio&steps=audio&audio=0&go=next')).toContain(
      'Enter how many audio tapes you are sending, 1 or more, to go on.',
    );
    expect(await page('step=film&steps=tapes%2Cfilm&tapes=2&go=next')).toContain(
      'Enter the feet of film on all your reels together, 1 or more, to go on.',
    );
  });
});
