// An admin list page's search box, and its body under the filters: loading, the refusal, the empty state,
// or the table in a card with its pages (dimmed while the next page loads).
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { SearchInput } from "../../../components/ui/search-input";
import { PAGE_SIZE } from "../api/admin-api";
import { Pagination } from "./admin-bits";
import { Table, TBody, THead } from "../../../components/ui/table";

type Props<Row> = {
  /** The list's plural name ("accounts"). */
  noun: string;
  /** The page's query: its state, and the total number of rows the filters match. */
  query: { isPending: boolean; error: Error | null; isPlaceholderData: boolean; data?: { total: number } };
  /** The rows on this page; the table shows when there is at least one. */
  rows: Row[] | undefined;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  /** The table's caption, for screen readers. */
  caption: string;
  /** The header cells. */
  head: ReactNode;
  /** One row's `<Tr>`. */
  row: (row: Row) => ReactNode;
};

export function AdminList<Row>({ noun, query, rows, page, onPage, empty, caption, head, row }: Props<Row>) {
  const { isPending, error, isPlaceholderData } = query;
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (isPending) return <LoadingState text={`Loading ${noun}...`} />;
  if (error)
    return (
      <Alert tone="error">
        {title} could not be loaded: {error.message}
      </Alert>
    );
  if (!rows?.length) return empty;
  return (
    <Card className={isPlaceholderData ? "opacity-70 transition-opacity" : undefined}>
      <Table caption={caption}>
        <THead>{head}</THead>
        <TBody>{rows.map(row)}</TBody>
      </Table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} noun={noun} onPage={onPage} />
    </Card>
  );
}

/** The list's search box, beside its filters. */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SearchInput
      label={label}
      placeholder={placeholder}
      className="flex-1 sm:max-w-md"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
