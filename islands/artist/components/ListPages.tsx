import { useNavigate } from "@tanstack/react-router";
import { JOBS_PAGE_SIZE } from "../../../src/features/jobs/jobs.contract.ts";
import { Pagination } from "../../lib/ui/Pagination.tsx";

interface ListPagesProps {
  /** The screen's path, whose `?page=` the links set. */
  to: string;
  page: number;
  /** The page's items, once loaded; the links wait for them. */
  items: unknown[] | null;
  /** How many items the whole list holds, as the server counts them. */
  total: number | null;
  label: string;
}

/** The page links under one of the artist's lists of ten a page. */
export function ListPages({ to, page, items, total, label }: ListPagesProps) {
  const navigate = useNavigate();
  if (!items) return null;
  return (
    <Pagination
      page={page}
      pageCount={Math.ceil((total ?? items.length) / JOBS_PAGE_SIZE)}
      onChange={(p) => void navigate({ to, search: { page: p } })}
      label={label}
    />
  );
}
