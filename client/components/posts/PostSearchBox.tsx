import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { SearchPaths } from '#core/domain/post-search.ts';

interface Props {
  /** The term of the search page being shown, or '' elsewhere. */
  currentTerm: string;
  /** The label and placeholder ("Search the blog", SPEC §2.7). */
  label: string;
  paths: SearchPaths;
}

/** The search field's id: a page has one post search box, in its section's bar. */
const INPUT_ID = 'post-search-term';

/**
 * A post section's search box (SPEC §2.7, §5). Without script it is a plain GET form; the
 * post-search behaviour sends an empty term home and offers the clear button, hidden here.
 */
export function PostSearchBox({ currentTerm, label, paths }: Props) {
  return (
    <search className="min-w-56 grow basis-56">
      <EntryScript />
      <form
        {...behaviourRoot('post-search')}
        data-search-path={paths.search}
        data-home-path={paths.home}
        data-current-term={currentTerm}
        action={paths.search}
        method="get"
        className="flex items-center gap-2"
      >
        <label htmlFor={INPUT_ID} className="sr-only">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <input
            id={INPUT_ID}
            type="search"
            name="term"
            defaultValue={currentTerm}
            placeholder={label}
            maxLength={200}
            className="input min-h-9 w-full pr-9"
          />
          <button
            type="button"
            data-clear=""
            hidden
            aria-label="Clear search"
            className={
              'absolute inset-y-0 right-0 flex w-9 cursor-pointer items-center justify-center text-slate-500 ' +
              'hover:text-ink'
            }
          >
            ✕
          </button>
        </div>
        <button type="submit" className="btn-primary btn-sm">
          Search
        </button>
      </form>
    </search>
  );
}
