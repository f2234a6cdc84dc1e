/** What a page says about itself in <head> (title, description, canonical, Open Graph). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
}
