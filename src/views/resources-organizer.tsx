import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { sectionsOf } from "../lib/page-sections";
import { Organizer } from "../sections/organizer/organizer";

/** /resources/organizer: the questionnaire, the client's document list, and sending it to the firm. */
export default function OrganizerView({ data }: PageProps<Queries.OrganizerPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      <Organizer
        sections={sectionsOf(data.pageContent)}
        taxYear={data.organizerTaxYear}
        topics={data.allOrganizerTopic.nodes}
        questions={data.allOrganizerQuestion.nodes}
        documents={data.allOrganizerDocument.nodes}
      />
    </FixedPage>
  );
}
