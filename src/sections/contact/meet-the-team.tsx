import { Users } from "lucide-react";
import { ButtonLink } from "../../components/ui/button-link";
import * as styles from "./meet-the-team.module.css";

/** Invitation to the About page, where the team's profiles are. */
export function MeetTheTeam() {
  return (
    <section className={styles.section} aria-labelledby="meet-the-team-heading">
      <div className={styles.inner}>
        <Users aria-hidden="true" size={44} className={styles.icon} />
        <h2 id="meet-the-team-heading">Meet The Team</h2>
        <p>
          When you call or visit, you talk to the CPAs and specialists who will actually work on your taxes and books.
          Get to know their backgrounds and areas of expertise before you reach out.
        </p>
        <ButtonLink to="/about" variant="secondary">
          Meet our team
        </ButtonLink>
      </div>
    </section>
  );
}
