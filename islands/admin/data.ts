/** `?page=&limit=` of a console list. */
export const CONSOLE_PAGE_SIZE = 10;
export const pageCount = (total: number | null) => Math.max(1, Math.ceil((total ?? 0) / CONSOLE_PAGE_SIZE));

/** The query of one page of a console list (the typed client takes query values as text). */
export const consolePage = (page: number) => ({ page: String(page), limit: String(CONSOLE_PAGE_SIZE) });
