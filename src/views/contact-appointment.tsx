import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { pickSection, sectionsOf } from "../lib/page-sections";
import { buildServiceIndex } from "../lib/service-index";
import { AppointmentSection } from "../sections/appointment/appointment-section";

/**
 * /contact/appointment: a request for an appointment (a service, how to meet, up to three preferred times within
 * the office's hours), and what happens next. The words are data/pages/<locale>/contact-appointment.json and the
 * page's sections in data/page-sections/; the services are the catalogue's, in menu order.
 */
export default function AppointmentView({ data }: PageProps<Queries.AppointmentPageQuery>) {
  const sections = sectionsOf(data.pageContent);
  const services = buildServiceIndex(data.allServiceCategory.nodes).flatMap((category) =>
    category.services.map((service) => ({ slug: service.slug, label: service.navLabel, category: category.title })),
  );
  return (
    <FixedPage page={data.pageContent}>
      <AppointmentSection
        request={pickSection(sections, "appointment-request")}
        nextSteps={pickSection(sections, "appointment-next-steps")}
        services={services}
      />
    </FixedPage>
  );
}
