import { pathTo } from '#client/routes/paths.ts';
import type { AuthorEntry, CategoryEntry } from '#worker/db/queries/blog.ts';

/** /yours/author and /yours/category without a slug: who writes here, and about what. */
export function BlogDirectoryPage(props: { kind: 'authors'; entries: AuthorEntry[] } | { kind: 'categories'; entries: CategoryEntry[] }) {
  const heading = props.kind === 'authors' ? 'Our authors' : 'Categories';
  return (
    <>
      <h1 className="mb-8 text-3xl font-bold">{heading}</h1>
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2">
        {props.kind === 'authors'
          ? props.entries.map((a) => (
              <li key={a.slug} className="rounded-lg border border-slate-200 p-4">
                <a href={pathTo('yours-author-slug', { slug: a.slug })} className="text-lg font-semibold">
                  {a.name}
                </a>
                <p className="mt-1 mb-0 text-sm text-slate-600">{a.bio}</p>
                <p className="mt-1 mb-0 text-xs text-slate-500">
                  {a.posts} {a.posts === 1 ? 'post' : 'posts'}
                </p>
              </li>
            ))
          : props.entries.map((c) => (
              <li key={c.slug} className="rounded-lg border border-slate-200 p-4">
                <a href={pathTo('yours-category-slug', { slug: c.slug })} className="text-lg font-semibold">
                  {c.name}
                </a>
                <p className="mt-1 mb-0 text-sm text-slate-600">{c.description}</p>
                <p className="mt-1 mb-0 text-xs text-slate-500">
                  {c.posts} {c.posts === 1 ? 'post' : 'posts'}
                </p>
              </li>
            ))}
      </ul>
    </>
  );
}
