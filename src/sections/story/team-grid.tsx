import { graphql } from "gatsby";
import { teamMemberAnchor } from "../../lib/anchors";
import { FileImage } from "../../components/ui/file-image";
import * as styles from "./team-grid.module.css";

/** Team profiles: portrait, name, position and, unless `brief`, a short biography. */
export function TeamGrid({
  members,
  brief = false,
}: {
  members: readonly Queries.TeamMemberFieldsFragment[];
  brief?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.key} id={brief ? undefined : teamMemberAnchor(member.key)} className={styles.card}>
          <FileImage file={member.image} alt={member.imageAlt} className={styles.portrait} />
          <div className={styles.body}>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.position}>{member.position}</p>
            {brief ? null : <p className={styles.description}>{member.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export const teamMemberFields = graphql`
  fragment TeamMemberFields on TeamMember {
    key
    order
    name
    position
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 320, aspectRatio: 1, formats: [AUTO, WEBP])
      }
    }
  }
`;
