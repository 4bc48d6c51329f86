import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { CareerBenefits } from "../sections/careers/career-benefits";
import { OpenPositions } from "../sections/careers/open-positions";
import { RecruitmentSteps } from "../sections/careers/recruitment-steps";
import { AskUs } from "../sections/services/ask-us";
import * as styles from "../sections/careers/careers.module.css";

export default function CareersView({ data }: PageProps<Queries.CareersPageQuery>) {
  const content = data.careersPageContent;
  if (!content) throw new Error("data/site/en/careers-page.json is missing");
  return (
    <FixedPage page={data.pageContent}>
      <CareerBenefits heading={content.benefitsHeading} intro={content.benefitsIntro} benefits={content.benefits} />
      <OpenPositions
        heading={content.positionsHeading}
        intro={content.positionsIntro}
        positions={data.allCareer.nodes}
      />
      <RecruitmentSteps heading={content.processHeading} intro={content.processIntro} steps={content.steps} />
      <div className={`${styles.inner} ${styles.contactBand}`}>
        <AskUs heading={content.contactHeading} text={content.contactText} actionLabel={content.contactLabel} />
      </div>
    </FixedPage>
  );
}
