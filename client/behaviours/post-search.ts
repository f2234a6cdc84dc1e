import { clearSearch, searchDestination } from '#core/domain/post-search.ts';

/**
 * A post section's search box (SPEC §2.7, §5), rendered by
 * client/components/posts/PostSearchBox.tsx. Without script it is a plain GET form. With it, a
 * search goes where searchDestination says (an empty term to the section's home), and the clear
 * button, hidden in the HTML, is offered while there is a term; clearing the term of the search
 * being shown resubmits it. The form carries data-search-path, data-home-path and
 * data-current-term.
 */
export function postSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const clear = root.querySelector<HTMLButtonElement>('button[data-clear]');
  if (!(root instanceof HTMLFormElement) || !input || !clear) return;
  const paths = { search: root.dataset.searchPath ?? '', home: root.dataset.homePath ?? '' };
  const currentTerm = root.dataset.currentTerm ?? '';
  // The browser may have restored a typed term (back/forward): the button follows what is there.
  const offerClear = () => {
    clear.hidden = input.value === '';
  };
  offerClear();
  input.addEventListener('input', offerClear);
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    location.assign(searchDestination(input.value, paths));
  });
  clear.addEventListener('click', () => {
    const next = clearSearch(input.value, currentTerm);
    input.value = next.term;
    offerClear();
    // The button just went away: focus stays in the box rather than falling to the page.
    input.focus();
    if (next.resubmit) location.assign(searchDestination(next.term, paths));
  });
}
