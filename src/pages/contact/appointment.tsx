import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../../components/layout/fixed-page-head";
import { deferredView } from "../../hydration/deferred-view";

/**
 * /contact/appointment: a request for an appointment (a service, how to meet, up to three preferred times within
 * the office's hours), and what happens next. The words are data/pages/<locale>/contact-appointment.json and the
 * page's sections in data/page-sections/; the services are the catalogue's, in menu order.
 */
export default deferredView<PageProps<Queries.AppointmentPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-contact-appointment-tsx" */ "../../views/contact-appointment"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query AppointmentPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/contact/appointment" }) {
      ...PageWithSectionsFields
    }
    allServiceCategory(sort: { order: ASC }) {
      nodes {
        ...ServiceMenu
      }
    }
  }
`;
