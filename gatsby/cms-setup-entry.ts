/**
 * The entry of public/admin/cms-setup.js, the editor's own script: esbuild bundles it with what it imports
 * (gatsby/cms-editor.ts, gatsby/cms-format.ts, yaml) into one classic script (gatsby/cms-setup.ts), which runs right
 * after Decap's bundle and before Decap reads its configuration. `EDITOR_SETUP` is what the generated configuration
 * says (`editorSetup` of gatsby/cms-setup.ts), put in by the bundler.
 *
 * Browser code.
 */
import YAML from "yaml";
import { quietRefusedSaves, setUpEditor, type CmsGlobal, type EditorSetup, type ReactGlobals } from "./cms-editor";

declare const EDITOR_SETUP: EditorSetup;

/** What decap-cms.js puts on `window`: the `CMS` global, React's element factory and create-react-class. */
type DecapWindow = Window & Partial<ReactGlobals> & { CMS?: CmsGlobal };

const decap = window as DecapWindow;
if (!decap.CMS || !decap.h || !decap.createClass) {
  throw new Error("cms-setup.js runs after decap-cms.js, which sets window.CMS, window.h and window.createClass");
}
quietRefusedSaves(window);
setUpEditor(decap.CMS, EDITOR_SETUP, YAML, { h: decap.h, createClass: decap.createClass });
