/** The direction a row of controls runs in: Up and Down step through a vertical one, Left and Right a horizontal one. */
export type Orientation = "vertical" | "horizontal";

const STEP_KEYS: Record<Orientation, { previous: string; next: string }> = {
  vertical: { previous: "ArrowUp", next: "ArrowDown" },
  horizontal: { previous: "ArrowLeft", next: "ArrowRight" },
};

/**
 * Where a key moves focus among `count` controls, from the one at `index` (WAI-ARIA keyboard interaction): the
 * orientation's arrows step to the next or previous control and wrap round, Home and End jump to the first and
 * last. Undefined for any other key, which the control leaves to the browser.
 */
export function rovingTarget(key: string, index: number, count: number, orientation: Orientation): number | undefined {
  const last = count - 1;
  const { previous, next } = STEP_KEYS[orientation];
  const targets: Record<string, number> = {
    [next]: index === last ? 0 : index + 1,
    [previous]: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return targets[key];
}
