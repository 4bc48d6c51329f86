import { Link } from "../../components/ui/link";
import { useNavigation } from "../../hooks/use-navigation";
import { useText } from "../../hooks/use-text";
import { Section } from "../../components/ui/section";
import * as styles from "./search.module.css";

/** Links to every main section of the site (the footer's list in data/site/en/navigation.json), server-rendered. */
export function SectionLinks() {
  const t = useText();
  const { footer } = useNavigation();
  return (
    <Section
      headingId="search-sections-heading"
      heading={t("search.sectionsHeading")}
      lead={t("search.sectionsLead")}
      tone="cream"
    >
      <ul className={styles.sectionLinks}>
        {footer.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
