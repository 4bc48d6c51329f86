import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { PageBanner } from "../components/page-banner";
import { careerPagePath } from "../../gatsby/page-routes";

export default function CareerTemplate({ data }: PageProps<Queries.CareerPageTemplateQuery>) {
  const { career, bannerImage } = data;
  if (!career) throw new Error("Missing Career record");
  return (
    <Layout>
      <PageBanner
        heading={career.title}
        subheading={`${career.employmentSummary} · ${career.location}`}
        intro={career.intro}
        image={getImage(bannerImage?.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt=""
      />
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
      title
      description
      metaTitle
      metaDescription
      intro
      location
      employmentSummary
      employmentType
      datePosted
      applyOnline
    }
    bannerImage: file(relativePath: { eq: "images/banners/careers.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, WEBP, AVIF], quality: 65, breakpoints: [480, 960, 1440])
      }
    }
  }
`;
