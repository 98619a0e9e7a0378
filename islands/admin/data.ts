/** `?page=&limit=` of a console list. */
export const CONSOLE_PAGE_SIZE = 10;
export const pageCount = (total: number | null) => Math.max(1, Math.ceil((total ?? 0) / CONSOLE_PAGE_SIZE));

/** The query of one page of a console list (the typed client takes query values as text). */
export const consolePage = (page: number) => ({ page: String(page), limit: String(CONSOLE_PAGE_SIZE) });

/** An approval or a rejection as the API takes it: the agency's words to the artist go with a rejection only, when it wrote some. */
export const decisionOf = <S extends string>(status: S, reason: string) => {
  const words = status === "rejected" ? reason.trim() : "";
  return words ? { status, reason: words } : { status };
};
