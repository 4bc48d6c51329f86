export * from "./dates";
export * from "./date-format";
export * from "./holidays";
export * from "./rules";
export * from "./illinois-holidays";
export * from "./postponements";
export * from "./audiences";
