interface TitledTextProps {
  item: { title: string; description: string };
  titleClassName?: string;
  descriptionClassName?: string;
}

/** An entry's words as the site sets them in lists and cards: its title as an h3, then its description. */
export function TitledText({ item, titleClassName, descriptionClassName }: TitledTextProps) {
  return (
    <>
      <h3 className={titleClassName}>{item.title}</h3>
      <p className={descriptionClassName}>{item.description}</p>
    </>
  );
}
