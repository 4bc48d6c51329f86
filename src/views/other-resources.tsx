import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { Section } from "../components/ui/section";
import { DocumentCard } from "../sections/resources/document-card";
import { pickSection, sectionsOf } from "../lib/page-sections";
import { useText } from "../hooks/use-text";
import * as styles from "../sections/resources/document-grid.module.css";

export default function OtherResourcesView({ data }: PageProps<Queries.OtherResourcesPageQuery>) {
  const t = useText();
  const copy = pickSection(sectionsOf(data.pageContent), "other-resources-checklists");
  return (
    <FixedPage page={data.pageContent}>
      <Section headingId="downloads-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.body}>
        <ul className={styles.grid}>
          {data.allChecklist.nodes.map((checklist) =>
            checklist.pdfPath ? (
              <li key={checklist.key}>
                <DocumentCard title={checklist.title} description={checklist.description} href={checklist.pdfPath}>
                  <p className={styles.covers}>
                    <span className={styles.coversLabel}>{t("resources.covers")}</span>{" "}
                    {checklist.sections.map((section) => section.heading.toLowerCase()).join(", ")}
                  </p>
                </DocumentCard>
              </li>
            ) : null,
          )}
        </ul>
      </Section>
    </FixedPage>
  );
}
