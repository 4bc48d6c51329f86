import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { PageBanner } from "../components/page-banner";
import { CareerPosting } from "../components/careers/career-posting";
import { careerPagePath } from "../../gatsby/page-routes";

export default function CareerTemplate({ data }: PageProps<Queries.CareerPageTemplateQuery>) {
  const { career, bannerImage, allCareer } = data;
  if (!career) throw new Error("Missing Career record");
  return (
    <Layout>
      <PageBanner
        heading={career.title}
        subheading={`${career.employmentSummary} · ${career.location}`}
        intro={career.description}
        image={getImage(bannerImage?.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt=""
      />
      <CareerPosting career={career} positions={allCareer.nodes.map((node) => node.title)} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.CareerPageTemplateQuery>) {
  const { career } = data;
  if (!career) return null;
  return <Seo title={career.metaTitle} description={career.metaDescription} pathname={careerPagePath(career.slug)} />;
}

export const query = graphql`
  query CareerPageTemplate($id: String!) {
    career(id: { eq: $id }) {
      slug
      description
      metaTitle
      metaDescription
      ...CareerPostingFields
    }
    allCareer {
      nodes {
        title
      }
    }
    bannerImage: file(relativePath: { eq: "images/banners/careers.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, WEBP, AVIF], quality: 65, breakpoints: [480, 960, 1440])
      }
    }
  }
`;
