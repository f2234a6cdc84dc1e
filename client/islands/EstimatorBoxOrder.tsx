import { useEffect, useState } from 'react';
import { BoxOrderForm, type BoxOrderFormProps } from '#client/components/digitization/BoxOrderForm.tsx';
import { type BoxOptions, boxOptionsKey, DEFAULT_BOX_OPTIONS, readBoxOptions } from '#client/domain/digitization/box.ts';
import { addBoxEvent, type BoxEvent, pushBoxEvent, viewBoxEvent } from '#client/domain/digitization/box-events.ts';

// Session storage may be refused (private modes, quotas): the options then live in the page only.
function save(slug: string, options: BoxOptions) {
  try {
    sessionStorage.setItem(boxOptionsKey(slug), JSON.stringify(options));
  } catch {}
}

function restore(slug: string): BoxOptions | null {
  try {
    const raw = sessionStorage.getItem(boxOptionsKey(slug));
    return raw === null ? null : readBoxOptions(JSON.parse(raw));
  } catch {
    return null;
  }
}

const emit = (event: BoxEvent) => pushBoxEvent(window as unknown as { dataLayer?: unknown[] }, event);

/**
 * The box order's options, kept in session storage so a reload or a detour through log-in finds
 * them again; once the box is in the cart they are reset (SPEC §3). A refused post shows the
 * options it was sent with. Each view and add to cart goes onto the dataLayer.
 */
export default function EstimatorBoxOrder(props: BoxOrderFormProps) {
  const [options, setOptions] = useState(props.options);

  useEffect(() => {
    emit(viewBoxEvent(props.box));
    if (props.added) save(props.box.slug, DEFAULT_BOX_OPTIONS);
    else if (props.failure) save(props.box.slug, props.options);
    else {
      const kept = restore(props.box.slug);
      if (kept) setOptions(kept);
    }
  }, [props.box, props.added, props.failure, props.options]);

  function onChange(next: BoxOptions) {
    const clean = readBoxOptions(next);
    setOptions(clean);
    save(props.box.slug, clean);
  }

  return <BoxOrderForm {...props} options={options} onChange={onChange} onSubmit={() => emit(addBoxEvent(props.box, options, props.extras))} />;
}
