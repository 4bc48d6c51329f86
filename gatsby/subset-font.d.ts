/** The part of subset-font the build uses (the package ships no types). */
declare module "subset-font" {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, number | AxisRange>;
      keepFeatures?: string[];
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
