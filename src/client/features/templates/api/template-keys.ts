// Query keys of the templates feature: the library's list and each template's editor data.
export const templateKeys = {
  all: ["templates"] as const,
  list: ["templates", "list"] as const,
  one: (id: string) => ["templates", "one", id] as const,
};
