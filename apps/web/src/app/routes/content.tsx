import { Link, useParams } from 'react-router';
import { PageHeader } from '#components/ui/page-header';
import { paths } from '#config/paths';
import { ThankYouPage } from '#features/billing/components/thank-you';
import { contentSlugs } from '#features/content/api/get-content';
import { ContentArticle } from '#features/content/components/content-article';
import { ContentIndex } from '#features/content/components/content-index';
import { ContentPage } from '#features/content/components/content-page';
import { useDocumentTitle } from '#lib/use-document-title';

export function BlogRoute() {
  useDocumentTitle('Blog');
  return (
    <ContentIndex
      collection="blog"
      title="Blog"
      lede="Methods and observations from studying thousands of real interfaces."
      hrefOf={paths.blogPost.href}
    />
  );
}

export function BlogPostRoute() {
  const { blogSlug = '' } = useParams();
  return <ContentArticle collection="blog" slug={blogSlug} back={{ to: paths.blog.href(), label: 'Blog' }} />;
}

export function GlossaryRoute() {
  useDocumentTitle('UI glossary');
  return (
    <ContentIndex
      collection="glossary"
      title="UI glossary"
      lede="The words designers use for interface patterns, explained with examples from the library."
      hrefOf={paths.glossaryTerm.href}
      layout="terms"
    />
  );
}

export function GlossaryTermRoute() {
  const { glossarySlug = '' } = useParams();
  return (
    <ContentArticle
      collection="glossary"
      slug={glossarySlug}
      eyebrow="UI glossary"
      back={{ to: paths.glossary.href(), label: 'All terms' }}
    />
  );
}

export function InterviewsRoute() {
  useDocumentTitle('Interviews');
  return (
    <ContentIndex
      collection="interviews"
      title="Interviews"
      lede="Conversations with the designers behind the products in the library."
      hrefOf={paths.interview.href}
    />
  );
}

export function InterviewRoute() {
  const { interviewSlug = '' } = useParams();
  return (
    <ContentArticle
      collection="interviews"
      slug={interviewSlug}
      eyebrow="Interview"
      back={{ to: paths.interviews.href(), label: 'Interviews' }}
    />
  );
}

export const AboutRoute = () => <ContentPage slug="about" />;
export const AffiliateRoute = () => <ContentPage slug="affiliate" eyebrow="Partners" />;
export const ChangelogRoute = () => <ContentPage slug="changelog" eyebrow="Product updates" />;
export const LegalsRoute = () => <ContentPage slug="legals" />;
export const ShipRoute = () => <ContentPage slug="ship" eyebrow="Behind the library" />;
/** `/thank-you?plan=…`: after a purchase (content layout). */
export const ThankYouRoute = () => <ThankYouPage />;

const SITEMAP: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Library',
    links: [
      { to: paths.screens.href('public'), label: 'Screens' },
      { to: paths.screens.href('public', 'screenTypes=marketing'), label: 'Marketing screens' },
      { to: paths.flows.href('public'), label: 'User flows' },
      { to: paths.components.href('public'), label: 'UI components' },
      { to: paths.apps.href('public'), label: 'Apps' },
      { to: paths.tags.href(), label: 'Tags' },
      { to: paths.infinite.href(), label: 'Infinite wall' },
    ],
  },
  {
    title: 'Product',
    links: [
      { to: paths.home.href(), label: 'Home' },
      { to: paths.pricing.href(), label: 'Pricing' },
      { to: paths.auth.href(), label: 'Sign in' },
      { to: paths.changelog.href(), label: 'Changelog' },
      { to: paths.ship.href(), label: 'How we ship' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about.href(), label: 'About' },
      { to: paths.affiliate.href(), label: 'Affiliate program' },
      { to: paths.legals.href(), label: 'Terms and privacy' },
    ],
  },
];

/** `/sitemap`: every public page, including each blog post, glossary term and interview. */
export function SitemapRoute() {
  useDocumentTitle('Sitemap');
  const sections = [
    ...SITEMAP,
    {
      title: 'Blog',
      links: contentSlugs('blog').map((slug) => ({
        to: paths.blogPost.href(slug),
        label: slug.replace(/-/g, ' '),
      })),
    },
    {
      title: 'UI glossary',
      links: contentSlugs('glossary').map((slug) => ({
        to: paths.glossaryTerm.href(slug),
        label: slug.replace(/-/g, ' '),
      })),
    },
    {
      title: 'Interviews',
      links: contentSlugs('interviews').map((slug) => ({
        to: paths.interview.href(slug),
        label: slug.replace(/-/g, ' '),
      })),
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title="Sitemap"
        lede={
          <>
            Every public page of Pageshelf. Machines can read <a href="/sitemap.xml">sitemap.xml</a>.
          </>
        }
      />
      <div className="sitemap">
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <ul className="list-stack">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/** `/sitemap.xml` reached inside the app: the file itself is written by the build and served as is. */
export function SitemapXmlRoute() {
  useDocumentTitle('sitemap.xml');
  return (
    <div className="page-narrow" style={{ paddingTop: 48 }}>
      <h1 className="page-title">sitemap.xml</h1>
      <p className="page-lede">
        The sitemap for search engines is a file: <a href="/sitemap.xml">open sitemap.xml</a>, or browse the{' '}
        <Link to={paths.sitemap.href()}>sitemap page</Link>.
      </p>
    </div>
  );
}
