// What pages render, as types only: the rows the read queries return, inferred from the drizzle
// schema through them. client/ imports these (and nothing else of worker/; biome.json enforces it).
import type { blogQueries } from './queries/blog.ts';

type Result<K extends keyof typeof blogQueries> = Awaited<ReturnType<(typeof blogQueries)[K]>>;

export type PostSummary = Result<'list'>['posts'][number];
export type NavCategory = Result<'list'>['navCategories'][number];
export type PostDetail = NonNullable<Result<'post'>['post']>;
export type AuthorEntry = Result<'authors'>['authors'][number];
export type CategoryEntry = Result<'categories'>['categories'][number];
export type Author = NonNullable<Result<'author'>>;
export type Category = NonNullable<Result<'category'>>;
