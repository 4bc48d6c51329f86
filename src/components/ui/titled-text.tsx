/** An entry's words as the site sets them in lists and cards: its title as an h3, then its description. */
export function TitledText({ item }: { item: { title: string; description: string } }) {
  return (
    <>
      <h3>{item.title}</h3>
      <p>{item.description}</p>
    </>
  );
}
