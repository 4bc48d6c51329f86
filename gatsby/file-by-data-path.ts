/**
 * The `@fileByDataPath` field extension (gatsby/schema.ts): an image field of a JSON record holds a path relative to
 * data/ ("images/services/payroll.jpg"), wherever the record's own file lies (data/services/en/payroll.json), and
 * resolves to that File node. The editor at /admin/ writes image paths in the same form.
 */
interface FileQuery {
  type: "File";
  query: { filter: { sourceInstanceName: { eq: string }; relativePath: { eq: string } } };
}
interface Context {
  nodeModel: { findOne(args: FileQuery): Promise<unknown> };
}

/** The field extension's definition, for `actions.createFieldExtension`. */
export const fileByDataPathExtension = {
  name: "fileByDataPath",
  description: "A File found by its path relative to data/ (e.g. images/services/payroll.jpg).",
  extend() {
    return {
      resolve(source: Record<string, unknown>, _args: unknown, context: Context, info: { fieldName: string }) {
        const value = source[info.fieldName];
        if (typeof value !== "string" || !value) return null;
        return context.nodeModel.findOne({
          type: "File",
          query: { filter: { sourceInstanceName: { eq: "data" }, relativePath: { eq: value.replace(/^\.?\//, "") } } },
        });
      },
    };
  },
};
