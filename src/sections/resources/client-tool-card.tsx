import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { graphql } from "gatsby";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import * as styles from "./client-tool-card.module.css";

/**
 * One tool of /resources/pay-and-track: its name, who runs it, what it is for, when to use it, and a link to it on the
 * agency's own site (the agency's Spanish page on Spanish pages where the record gives one). The firm's client
 * portal has no agency or address of its own: the firm's name and clientPortalUrl stand in.
 */
export function ClientToolCard({ tool }: { tool: Queries.ClientToolFieldsFragment }) {
  const t = useText();
  const firm = useFirm();
  const href = tool.officialUrl ?? firm.clientPortalUrl;
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>{tool.title}</h3>
      <p className={styles.agency}>{tool.agency ?? firm.name}</p>
      <p>{tool.purpose}</p>
      <p className={styles.when}>
        <span className={styles.whenLabel}>{t("resources.whenToUse")}</span> {tool.whenToUse}
      </p>
      <NewTabLink href={href} className={styles.link}>
        <span>{tool.linkLabel}</span>
        <ExternalLinkIcon aria-hidden="true" size={18} />
      </NewTabLink>
    </article>
  );
}

export const clientToolFields = graphql`
  fragment ClientToolFields on ClientTool {
    key
    group
    title
    agency
    purpose
    whenToUse
    officialUrl
    linkLabel
  }
`;
