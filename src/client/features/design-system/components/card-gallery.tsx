import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Logo } from "../../../components/layout/logo";
import { Specimen } from "./ds-section";

export function CardGallery() {
  return (
    <>
      <Specimen title="Card" source="components/ui/card.tsx" className="grid gap-6 bg-slate-50 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Preview</CardTitle>
            <CardDescription>This is how your email signature will look</CardDescription>
          </CardHeader>
          <CardContent className="text-sm text-slate-600">
            Cards group one task: a header with a title and description, then content.
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex h-full flex-col justify-between gap-4">
            <div>
              <p className="text-sm font-medium text-slate-900">Content only</p>
              <p className="mt-1 text-sm text-slate-600">Without a header, for short summaries and forms.</p>
            </div>
            <div>
              <Button size="sm" variant="secondary">
                Open
              </Button>
            </div>
          </CardContent>
        </Card>
      </Specimen>
      <Specimen title="Logo" source="components/layout/logo.tsx" className="flex flex-wrap items-center gap-8">
        <Logo />
        <Logo showText={false} />
      </Specimen>
    </>
  );
}
