// What the fixture CMS holds for the blog, read over HTTP as the sync reads it, and the pages'
// expectations derived from it by the SPEC's rules (not by the site's code).
import { env } from 'cloudflare:workers';

export interface CmsPost {
  id: number;
  slug: string | null;
  title: string | null;
  publishedAt: string | null;
  published_at: string | null;
  author: { id?: number; slug?: string; name?: string; published_at?: string | null } | null;
  category: { id?: number; slug?: string; name?: string } | null;
  content: string;
  post_image: { width: number; height: number; formats: Record<string, { width: number }> } | null;
}

export interface CmsCategory {
  id: number;
  slug: string;
  name: string;
  show_in_nav: boolean | null;
  order: number | null;
  published_at: string | null;
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${env.CMS_URL}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}

/** SPEC §3: a post's date is its publishedAt, else the CMS's publication time. */
export const articleDate = (p: CmsPost) => p.publishedAt ?? p.published_at;

export async function cmsBlog() {
  const posts = await get<CmsPost[]>('/blog-posts?_publicationState=preview&_limit=-1');
  const categories = await get<CmsCategory[]>('/blog-categories?_publicationState=preview&_limit=-1');
  const featured = await get<{ blog_post: CmsPost }>('/blog-post-featured');
  // A post without slug or title cannot be shown; drafts are never shown to visitors.
  const usable = posts.filter((p) => p.slug && p.title?.trim());
  const published = usable
    .filter((p) => p.published_at !== null)
    .sort((a, b) => articleDate(b)!.localeCompare(articleDate(a)!) || b.id - a.id);
  const drafts = usable.filter((p) => p.published_at === null);
  const navCategories = categories
    .filter((c) => c.show_in_nav === true && c.published_at !== null)
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name));
  return { posts, published, drafts, categories, navCategories, featured: featured.blog_post };
}
