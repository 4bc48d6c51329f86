import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { careerPagePath } from "../lib/routes";
import { useFirm } from "../hooks/use-firm";
import { jobPosting } from "../lib/structured-data/job-posting";
import { useLocale } from "../hooks/use-locale";
import { useText } from "../hooks/use-text";
import { localizedPath } from "../lib/locale";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.CareerPageTemplateQuery>>(
  () => import(/* webpackChunkName: "view---src-templates-career-page-tsx" */ "../views/career-page"),
);

export function Head({ data }: HeadProps<Queries.CareerPageTemplateQuery>) {
  const { career } = data;
  const firm = useFirm();
  const t = useText();
  const locale = useLocale();
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!career || !siteUrl) return null;
  const path = localizedPath(careerPagePath(career.slug), locale);
  const posting = jobPosting(
    {
      slug: career.slug,
      title: career.title,
      description: career.description,
      intro: career.intro,
      datePosted: career.datePostedIso ?? "",
      employmentType: career.employmentType,
      applyOnline: career.applyOnline,
      responsibilities: career.posting?.responsibilities,
      qualifications: career.posting?.qualifications,
    },
    firm,
    siteUrl,
    path,
    t,
  );
  return (
    <Seo title={career.metaTitle} description={career.metaDescription} pathname={path} structuredData={[posting]} />
  );
}

export const query = graphql`
  query CareerPageTemplate($id: String!, $locale: String!) {
    edition(locale: $locale)
    career(id: { eq: $id }) {
      slug
      description
      metaTitle
      metaDescription
      employmentType
      ...CareerPostingFields
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    allCareer(sort: { order: ASC }) {
      nodes {
        title
      }
    }
    bannerImage: file(relativePath: { eq: "images/banners/careers.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, WEBP], quality: 65, breakpoints: [480, 960, 1440])
      }
    }
  }
`;
