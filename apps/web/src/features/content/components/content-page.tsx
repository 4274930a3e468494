import { ContentArticle } from './content-article';

/** A single page of content/pages (about, affiliate, changelog, legals, ship, thank-you). */
export function ContentPage({ slug, eyebrow }: { slug: string; eyebrow?: string }) {
  return <ContentArticle collection="pages" slug={slug} {...(eyebrow ? { eyebrow } : {})} />;
}
