import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Prerendered } from '#client/components/Prerendered.tsx';

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        {item} &amp; <b>more</b>
      </li>
    ))}
  </ul>
);

describe('Prerendered', () => {
  it('renders the same markup as the subtree rendered in place', () => {
    const items = ['<script>', 'two'];
    const inPlace = renderToStaticMarkup(
      <nav aria-label="Menu" className="grid" data-menu="x">
        <List items={items} />
      </nav>,
    );
    const prerendered = renderToStaticMarkup(
      <Prerendered as="nav" of={items} aria-label="Menu" className="grid" data-menu="x">
        <List items={items} />
      </Prerendered>,
    );
    expect(prerendered).toBe(inPlace);
    expect(prerendered).toContain('&lt;script&gt;');
  });

  it('renders once per object and variant, and anew for another of either', () => {
    const source = {};
    const render = (of: object, variant: string, text: string) =>
      renderToStaticMarkup(
        <Prerendered of={of} variant={variant}>
          <p>{text}</p>
        </Prerendered>,
      );
    expect(render(source, 'a', 'first')).toBe('<div><p>first</p></div>');
    // The same object and variant promise the same inputs: the first rendering is reused.
    expect(render(source, 'a', 'second')).toBe('<div><p>first</p></div>');
    expect(render(source, 'b', 'second')).toBe('<div><p>second</p></div>');
    expect(render({}, 'a', 'third')).toBe('<div><p>third</p></div>');
  });
});
