export * from "./dates";
export * from "./holidays";
export * from "./rules";
