import { Spinner } from "../../components/ui/spinner";

export function LoadingScreen({ text = "Loading..." }: { text?: string }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 text-sm text-slate-500" aria-busy="true">
      <Spinner className="size-8" />
      <p>{text}</p>
    </div>
  );
}
