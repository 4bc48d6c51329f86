import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/layout/fixed-page";
import { Section } from "../components/ui/section";
import { DocumentCard } from "../sections/resources/document-card";
import * as styles from "../sections/resources/document-grid.module.css";

export default function OtherResourcesPage({ data }: PageProps<Queries.OtherResourcesPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      <Section
        headingId="downloads-heading"
        eyebrow="Free downloads"
        heading="Checklists for Individuals and Businesses"
        lead="Each checklist opens as a PDF in a new tab. Tick the boxes on screen or print it, and bring it with your documents."
      >
        <ul className={styles.grid}>
          {data.allChecklist.nodes.map((checklist) =>
            checklist.pdfPath ? (
              <li key={checklist.key}>
                <DocumentCard title={checklist.title} description={checklist.description} href={checklist.pdfPath}>
                  <p className={styles.covers}>
                    <span className={styles.coversLabel}>Covers:</span>{" "}
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

export function Head({ data }: HeadProps<Queries.OtherResourcesPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query OtherResourcesPage {
    pageContent(slug: { eq: "/other-resources" }) {
      ...PageContentFields
    }
    allChecklist(filter: { group: { eq: "other-resources" } }, sort: { order: ASC }) {
      nodes {
        key
        title
        description
        pdfPath
        sections {
          heading
        }
      }
    }
  }
`;
