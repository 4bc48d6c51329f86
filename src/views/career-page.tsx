import type { PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { PageBanner } from "../components/layout/page-banner";
import { CareerPosting } from "../sections/careers/career-posting";

export default function CareerView({ data }: PageProps<Queries.CareerPageTemplateQuery>) {
  const { career, bannerImage, allCareer } = data;
  if (!career) throw new Error("Missing Career record");
  return (
    <Layout>
      <PageBanner
        heading={career.title}
        subheading={career.employmentSummary}
        intro={career.description}
        image={getImage(bannerImage?.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt=""
      />
      <CareerPosting career={career} positions={allCareer.nodes.map((node) => node.title)} />
    </Layout>
  );
}
