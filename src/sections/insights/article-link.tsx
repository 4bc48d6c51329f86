import type { ComponentPropsWithoutRef } from "react";
import { Link } from "../../components/ui/link";
import { ExternalLink } from "../../components/ui/external-link";

/**
 * A link in an article's text (the MDX `a`, src/sections/insights/article-body.tsx). A route of the site goes through
 * the site's Link (client-side navigation, in the page's edition); a link to another site says "(en inglés)" after
 * its text on Spanish pages when the page it leads to is in English; anchors (#…, footnotes) stay plain links.
 */
export function ArticleLink({ href = "", children, ...props }: ComponentPropsWithoutRef<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={href} {...props}>
      {children}
    </ExternalLink>
  );
}
