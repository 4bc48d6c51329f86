export * from "./dates";
export * from "./date-format";
export * from "./holidays";
export * from "./rules";
export * from "./thresholds";
export * from "./illinois-holidays";
export * from "./postponements";
export * from "./audiences";
