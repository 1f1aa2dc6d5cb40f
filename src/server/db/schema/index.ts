export * from "./auth";
export * from "./accounts";
export * from "./profiles";
export * from "./invitations";
export * from "./templates";
export * from "./signatures";
export * from "./campaigns";
export * from "./system";
