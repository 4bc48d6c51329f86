import type { ReactNode } from "react";

import { Link } from "./link";
import * as styles from "./button-link.module.css";
import { cx } from "../../lib/class-names";
import { NewTabLink } from "./new-tab-link";
import { ExternalLink } from "./external-link";
import { useLocalizedPath } from "../../hooks/use-locale";

type Variant = "primary" | "secondary" | "light" | "outline";

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: Variant;
  /** External links open in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  className?: string;
}

/**
 * A link styled as a button: internal routes use Gatsby's Link, files and other sites a plain anchor; routes and
 * files of the site lead to the page's edition.
 */
export function ButtonLink({ to, children, variant = "primary", external = false, className }: ButtonLinkProps) {
  const classes = cx(styles.button, styles[variant], className);
  const localize = useLocalizedPath();
  const isFile = /\.[a-z0-9]+$/i.test(to) || to.startsWith("http") || to.startsWith("tel:") || to.startsWith("mailto:");
  if (external) {
    return (
      <NewTabLink href={to} className={classes}>
        {children}
      </NewTabLink>
    );
  }
  if (isFile) {
    return (
      <ExternalLink href={localize(to)} className={classes}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
