/** For `toHaveURL`: exactly this path, with no query string or hash left in the address. */
export const atPath = (path: string) => (url: URL) => url.pathname === path && !url.search && !url.hash;
