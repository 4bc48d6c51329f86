import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";
import { ButtonLink } from "../components/ui/button-link";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <FixedPage page={data.pageContent} bannerActions={<ButtonLink to="/contact">Book a Free Consultation</ButtonLink>}>
      {null}
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query HomePage {
    pageContent(slug: { eq: "/" }) {
      ...PageContentFields
    }
  }
`;
