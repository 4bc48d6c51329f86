import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { Section } from "../components/ui/section";
import { pickSection, sectionsOf } from "../lib/page-sections";
import { ContentSection } from "../sections/story/content-section";
import { ClientToolCard } from "../sections/resources/client-tool-card";
import { useText } from "../hooks/use-text";
import * as styles from "../sections/resources/document-grid.module.css";

/** The groups of the page, in order; each has its heading record `pay-and-track-<group>` in data/page-sections/. */
const GROUPS = ["pay", "track", "account"] as const;

/**
 * /resources/pay-and-track: the official tools clients look for (paying tax, tracking a refund, signing in to an
 * account), from data/client-tools/, grouped, each linking to the agency's own site; then who to call.
 */
export default function PayAndTrackView({ data }: PageProps<Queries.PayAndTrackPageQuery>) {
  const sections = sectionsOf(data.pageContent);
  const t = useText();
  return (
    <FixedPage page={data.pageContent}>
      {GROUPS.map((group, index) => {
        const copy = pickSection(sections, `pay-and-track-${group}`);
        const tools = data.allClientTool.nodes.filter((tool) => tool.group === group);
        return (
          <Section
            key={group}
            id={group}
            headingId={`${copy.key}-heading`}
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            // How individuals pay federal tax: the sentence the planner and its calendar file give too.
            lead={group === "pay" ? [...copy.body, t("payments.federalIndividuals")] : copy.body}
            tone={index % 2 === 1 ? "cream" : "white"}
          >
            <ul className={styles.grid}>
              {tools.map((tool) => (
                <li key={tool.key}>
                  <ClientToolCard tool={tool} />
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
      <ContentSection copy={pickSection(sections, "pay-and-track-help")} tone="cream" showCta />
    </FixedPage>
  );
}
