// The one way a feature writes: useMutation, named by its write, so what the write changes
// (writes.ts) is read again before the mutation settles. A write that failed with a 4xx
// changed nothing; any other failure may have happened on the server, so it refreshes too.
import { useMutation, useQueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { ApiError } from "../api-client";
import { invalidateWrite, type Write } from "./writes";

export function useApiMutation<TData = unknown, TVariables = void, TContext = unknown>(
  write: Write,
  options: UseMutationOptions<TData, Error, TVariables, TContext>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables, TContext>({
    ...options,
    onSuccess: async (...args) => {
      await invalidateWrite(queryClient, write);
      await options.onSuccess?.(...args);
    },
    onError: async (...args) => {
      const [error] = args;
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (!refused) void invalidateWrite(queryClient, write);
      await options.onError?.(...args);
    },
  });
}
