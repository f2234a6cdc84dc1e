// Cutting a cached page at its personal slots (worker/edge-cache/page-shell.ts, docs/decisions/056).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WidgetSlot } from '#client/components/personal/WidgetSlot.tsx';
import { cutShell } from '#worker/edge-cache/page-shell.ts';

const page = (body: string) => `<!DOCTYPE html><html><head><title>T</title></head><body>${body}</body></html>`;

describe('cutShell', () => {
  it('cuts the page at the slots WidgetSlot renders, leaving their signed-out content out', () => {
    const html = page(
      renderToStaticMarkup(
        <>
          <ul>
            <li>Digitize</li>
            <WidgetSlot name="products" />
            <li className="cart">
              <WidgetSlot name="cart">
                <a href="/shopping_cart">Cart</a>
              </WidgetSlot>
            </li>
          </ul>
          <WidgetSlot name="drafts" params="blog" />
          <p>Footer</p>
        </>,
      ),
    );
    const { segments, slots, end } = cutShell(html);
    expect(slots).toEqual([
      { name: 'products', params: null },
      { name: 'cart', params: null },
      { name: 'drafts', params: 'blog' },
    ]);
    expect(segments).toEqual([
      '<!DOCTYPE html><html><head><title>T</title></head><body><ul><li>Digitize</li>',
      '<li class="cart">',
      '</li></ul>',
      '<p>Footer</p>',
    ]);
    expect(end).toBe('</body></html>');
    expect(segments.join('')).not.toContain('shopping_cart');
  });

  it('leaves a marker of a widget it does not know as it is, and a page without slots whole', () => {
    const unknown = page('<template data-hole="mystery"></template>x<template data-hole-end="mystery"></template>');
    expect(cutShell(unknown)).toEqual({
      segments: [unknown.slice(0, -'</body></html>'.length)],
      slots: [],
      end: '</body></html>',
    });
    const plain = page('<main>Hello</main>');
    expect(cutShell(plain).segments.join('') + cutShell(plain).end).toBe(plain);
  });

  it('does not join two slots of different widgets', () => {
    const html = page(
      '<template data-hole="cart"></template>A<template data-hole-end="account"></template>B' +
        '<template data-hole-end="cart"></template>C',
    );
    const { segments, slots } = cutShell(html);
    expect(slots).toEqual([{ name: 'cart', params: null }]);
    expect(segments[1]).toBe('C');
  });
});
