export * from "./dates";
export * from "./holidays";
export * from "./rules";
export * from "./illinois-holidays";
export * from "./postponements";
