import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Prerendered } from '#client/components/Prerendered.tsx';
import { staticMarkup } from '#client/components/static-markup.ts';

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        {item} &amp; <b>more</b>
      </li>
    ))}
  </ul>
);

/**
 * Past the moment a render of this subtree started just before is kept: the same work, started
 * later, ends later (React's renderer schedules its steps on timers, which run in order).
 */
const kept = (subtree: ReactNode) => staticMarkup(subtree);

describe('Prerendered', () => {
  it('renders the same markup as the subtree rendered in place, first in place and then kept', async () => {
    const items = ['<script>', 'two'];
    const inPlace = renderToStaticMarkup(
      <nav aria-label="Menu" className="grid" data-menu="x">
        <List items={items} />
      </nav>,
    );
    const render = (children: ReactNode) =>
      renderToStaticMarkup(
        <Prerendered as="nav" of={items} aria-label="Menu" className="grid" data-menu="x">
          {children}
        </Prerendered>,
      );
    expect(render(<List items={items} />)).toBe(inPlace);
    await kept(<List items={items} />);
    // Once kept, its HTML stands for the subtree (which `of` promises is the same every time).
    expect(render(null)).toBe(inPlace);
    expect(inPlace).toContain('&lt;script&gt;');
  });

  it('keeps one rendering per object and variant, and renders anew for another of either', async () => {
    const source = {};
    const render = (of: object, variant: string, text: string) =>
      renderToStaticMarkup(
        <Prerendered of={of} variant={variant}>
          <p>{text}</p>
        </Prerendered>,
      );
    expect(render(source, 'a', 'first')).toBe('<div><p>first</p></div>');
    await kept(<p>first</p>);
    // The same object and variant promise the same inputs: the first rendering is reused once kept.
    expect(render(source, 'a', 'second')).toBe('<div><p>first</p></div>');
    expect(render(source, 'b', 'second')).toBe('<div><p>second</p></div>');
    expect(render({}, 'a', 'third')).toBe('<div><p>third</p></div>');
  });
});

describe('staticMarkup', () => {
  it("gives renderToStaticMarkup's HTML: adjacent texts joined, text escaped, an image's preload hoisted", async () => {
    const tree = (
      <>
        <List items={['<b>', 'x & y']} />
        <a href="/a?b=1&c=2">
          {'one'} {2} {'three'}
        </a>
        <img src="/photo.jpg" alt="A family on a beach" />
      </>
    );
    const html = await staticMarkup(tree);
    expect(html).toBe(renderToStaticMarkup(tree));
    expect(html).toContain('<a href="/a?b=1&amp;c=2">one 2 three</a>');
  });
});
