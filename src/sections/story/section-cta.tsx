import { ButtonLink } from "../../components/ui/button-link";

/**
 * A page-section record's call to action as a secondary button, or nothing when the record has none. Its own module,
 * so that a page using it does not also take the Section component's stylesheet.
 */
export function SectionCta({ copy }: { copy: Queries.PageSectionFieldsFragment }) {
  return copy.ctaLabel && copy.ctaLink ? (
    <ButtonLink to={copy.ctaLink} variant="secondary">
      {copy.ctaLabel}
    </ButtonLink>
  ) : null;
}
