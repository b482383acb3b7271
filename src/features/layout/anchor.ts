/** A CSS anchor name (`--x`) from a React id, which may hold characters an ident cannot. */
export const anchorName = (id: string) => `--anchor-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
