// Bundled by browser-preview.ts and run in Chromium: the editor's own preview steps
// (lib/render-preview.ts, the browser's DOMPurify) timed per keystroke.
import { findUnknownPlaceholders } from "../src/client/features/templates/components/editor/lib/unknown-placeholders";
import { compilePreview, renderPreview } from "../src/client/features/templates/components/editor/lib/render-preview";
import { SAMPLE_CAMPAIGNS, SAMPLE_SIGNATURE_DATA } from "../src/shared/signature/sample-data";

function keystrokes(base: string, count: number, warmup: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const html = base.replace("{{full_name}}</p>", `{{full_name}}${"abcdefghij".slice(0, (i % 10) + 1)}</p>`);
    const start = performance.now();
    findUnknownPlaceholders(html);
    renderPreview(compilePreview(html), {
      data: SAMPLE_SIGNATURE_DATA,
      campaigns: SAMPLE_CAMPAIGNS,
      assetBaseUrl: "https://app.signet.example",
    });
    if (i >= warmup) times.push(performance.now() - start);
  }
  return times;
}

(window as unknown as { previewKeystrokes: typeof keystrokes }).previewKeystrokes = keystrokes;
