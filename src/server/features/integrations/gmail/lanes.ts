// At most `count` tasks at once, shared by whoever holds the lanes (every fetch of the push
// queue in this process): a fetch that ends with a slow push doesn't leave lanes idle while
// the next fetch's pushes wait.
export type Lanes = { run<T>(task: () => Promise<T>): Promise<T> };

export function createLanes(count: number): Lanes {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (busy >= count) await new Promise<void>((resolve) => waiting.push(resolve));
      else busy++;
      try {
        return await task();
      } finally {
        // The lane passes to the next waiting task, or is free.
        const next = waiting.shift();
        if (next) next();
        else busy--;
      }
    },
  };
}
