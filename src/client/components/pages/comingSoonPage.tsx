import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from './PageHero';

type ComingSoonOptions = {
  /** <title> of the page. */
  title: string;
  /** Visible H1. */
  heading: string;
  description: string;
  path: string;
  noindex?: boolean;
};

/**
 * Route options (`head` + `component`) of a public page whose full content lands with its own
 * issue: real head tags for crawlers, a hero and a call to action.
 */
export function comingSoonPage({ title, heading, description, path, noindex }: ComingSoonOptions) {
  return {
    head: ({ match }: { match: { context: { siteUrl: string } } }) =>
      seo({ title, description, path, siteUrl: match.context.siteUrl, noindex }),
    component: function ComingSoonPage() {
      return (
        <>
          <PageHero title={heading} intro={description} />
          <ComingSoon />
        </>
      );
    },
  };
}
