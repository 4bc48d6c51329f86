export interface Published {
  how: "fast-forward" | "written";
  files: string[];
  skipped: string[];
}
export declare const EDITOR_BRANCH: string;
export declare function defaultEditorDir(served: string): string;
export declare function editorHead(editorDir: string, env?: NodeJS.ProcessEnv): string;
export declare function prepareEditorClone(
  served: string,
  editorDir: string,
  options?: { env?: NodeJS.ProcessEnv; log?: (line: string) => void },
): string;
export declare function bringPublished(
  served: string,
  editorDir: string,
  from: string,
  to: string,
  options?: { env?: NodeJS.ProcessEnv },
): Published;
export declare function describe(result: Published): string;
export declare function followPublished(
  served: string,
  editorDir: string,
  options?: {
    env?: NodeJS.ProcessEnv;
    interval?: number;
    onPublished?: (result: Published) => void;
    onError?: (error: unknown) => void;
  },
): () => void;
