// Loads the template through the source, then opens the editor with it. The editor keeps its
// own draft, so the template is read once (no background refetch replaces the draft).
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Alert } from "../../../../components/ui/alert";
import { LoadingState } from "../../../../components/ui/spinner";
import { ApiError } from "../../../../lib/api-client";
import { TemplateEditor } from "./template-editor";
import type { TemplateEditorSource } from "./template-editor-source";

export function TemplateEditorLoader({ source }: { source: TemplateEditorSource }) {
  const query = useQuery({
    ...source.detail,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  if (query.isPending) return <LoadingState text="Loading template..." />;
  if (query.isError)
    return (
      <div className="flex flex-col gap-4">
        <Link to={source.back.href} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {source.back.label}
        </Link>
        <Alert tone="error">
          {query.error instanceof ApiError && query.error.status === 404
            ? "This template does not exist (it may have been deleted)."
            : "The template could not be loaded. Check your connection and try again."}
        </Alert>
      </div>
    );
  return <TemplateEditor key={query.data.id} source={source} template={query.data} />;
}
