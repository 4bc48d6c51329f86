import { CircleCheck } from "lucide-react";

interface CheckedItemsProps {
  items: readonly string[];
  iconSize: number;
  iconClassName?: string;
  itemClassName?: string;
}

/** The entries of a checklist, for a `<ul>`: one `<li>` per item, a check-mark icon before its text. */
export function CheckedItems({ items, iconSize, iconClassName, itemClassName }: CheckedItemsProps) {
  return (
    <>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <CircleCheck aria-hidden="true" size={iconSize} className={iconClassName} />
          <span>{item}</span>
        </li>
      ))}
    </>
  );
}
