import { Users } from "lucide-react";
import { SectionCta } from "../story/section-cta";
import * as styles from "./meet-the-team.module.css";

/** Invitation to the About page, where the team's profiles are. */
export function MeetTheTeam({ copy }: { copy: Queries.PageSectionFieldsFragment }) {
  return (
    <section className={styles.section} aria-labelledby="meet-the-team-heading">
      <div className={styles.inner}>
        <Users aria-hidden="true" size={44} className={styles.icon} />
        <h2 id="meet-the-team-heading">{copy.heading}</h2>
        {copy.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <SectionCta copy={copy} />
      </div>
    </section>
  );
}
