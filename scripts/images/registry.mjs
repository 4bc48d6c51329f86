/**
 * The list of images to render; each family module adds its own when it is imported.
 */
export const jobs = [];
/** Register an output. build(W, H) returns SVG body markup (or a full <svg> doc). */
export function addImage(file, W, H, build) {
  jobs.push({ file, W, H, build });
}
