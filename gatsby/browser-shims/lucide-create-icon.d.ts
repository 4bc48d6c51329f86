import type { ForwardRefExoticComponent, ReactNode, RefAttributes, SVGProps } from "react";

/** An icon's data as each lucide-react icon module holds it. */
export interface IconData {
  name: string;
  /** Former names, each given as a class too (`lucide-<alias>`). */
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
  size?: number;
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string; children?: ReactNode };

export default function createLucideIcon(
  data: IconData,
): ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;
