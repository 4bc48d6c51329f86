import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby";
import { useLocalizedPath } from "../../hooks/use-locale";

/**
 * Gatsby's Link in the page's edition: on a Spanish page `/about` leads to `/es/about`. Insights articles (English
 * only) keep their path. Every internal link of the site goes through this component or `useLocalizedPath()`.
 */
export function Link<TState>({ to, ...props }: Omit<GatsbyLinkProps<TState>, "ref">) {
  const localize = useLocalizedPath();
  return <GatsbyLink {...props} to={localize(to)} />;
}
