import { NewTabLink } from "../../components/ui/new-tab-link";

/** A planner's sources, each a link that opens in a new tab, in the order given as [address, title] pairs. */
export function SourceList({ sources }: { sources: readonly (readonly [href: string, title: string])[] }) {
  return (
    <ul>
      {sources.map(([href, title]) => (
        <li key={href}>
          <NewTabLink href={href}>{title}</NewTabLink>
        </li>
      ))}
    </ul>
  );
}
