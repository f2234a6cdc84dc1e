import type { PostLinks } from '#core/domain/post-links.ts';
import type { AuthorEntry, CategoryEntry } from '#core/views.ts';

type Props = { links: PostLinks } & (
  | { kind: 'authors'; entries: AuthorEntry[] }
  | { kind: 'categories'; entries: CategoryEntry[] }
);

const count = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/** A section's authors or categories, each with its post count: who writes here, and about what. */
export function PostDirectoryPage(props: Props) {
  const entries =
    props.kind === 'authors'
      ? props.entries.map((a) => ({
          slug: a.slug,
          name: a.name,
          text: a.bio,
          posts: a.posts,
          href: props.links.author(a.slug),
        }))
      : props.entries.map((c) => ({
          slug: c.slug,
          name: c.name,
          text: c.description,
          posts: c.posts,
          href: props.links.category(c.slug),
        }));
  return (
    <>
      <h1 className="heading-1 mb-8">{props.kind === 'authors' ? 'Our authors' : 'Categories'}</h1>
      {entries.length ? (
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
          {entries.map((e) => (
            <li key={e.slug} className="card p-5">
              <h2 className="heading-3">
                <a href={e.href} className="card-link">
                  {e.name}
                </a>
              </h2>
              {e.text ? <p className="mt-1 text-sm text-slate-600">{e.text}</p> : null}
              <p className="muted mt-2">{count(e.posts)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">Nothing here yet.</p>
      )}
    </>
  );
}
