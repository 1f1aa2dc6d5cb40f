// A write that changes nothing the app has read (its WRITES entry is empty), run without the
// query cache: the forms of the public pages, which also run as islands of a prerendered page
// without the app's query cache, router or shell (components/layout/island.tsx). Every other
// write is useApiMutation. It answers what those forms read of useMutation's result.
import { useCallback, useEffect, useRef, useState } from "react";
import type { WRITES, Write } from "./writes";

/** The writes whose WRITES entry lists no resource. */
export type WriteChangingNothing = { [W in Write]: (typeof WRITES)[W] extends readonly never[] ? W : never }[Write];

type Callbacks<TData> = { onSuccess?: (data: TData) => unknown; onError?: (error: Error) => unknown };
type State<TData> = { status: "idle" | "pending" | "success" | "error"; data?: TData };

export function useWriteWithoutCache<TData, TVariables>(_write: WriteChangingNothing, send: (variables: TVariables) => Promise<TData>) {
  const [state, setState] = useState<State<TData>>({ status: "idle" });
  // As with useMutation: only the last call's callbacks run, and none once the form is gone.
  const last = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback(
    (variables: TVariables, callbacks: Callbacks<TData> = {}) => {
      const call = ++last.current;
      setState({ status: "pending" });
      const current = () => mounted.current && call === last.current;
      send(variables).then(
        (data) => {
          if (!current()) return;
          setState({ status: "success", data });
          callbacks.onSuccess?.(data);
        },
        (error: unknown) => {
          if (!current()) return;
          setState({ status: "error" });
          callbacks.onError?.(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    [send],
  );

  return { mutate, isPending: state.status === "pending", isSuccess: state.status === "success", data: state.data };
}
