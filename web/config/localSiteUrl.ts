/**
 * The site's address when NEXT_PUBLIC_SITE_URL is unset: where `next start` serves on this machine,
 * on the port in PORT (as `PORT=4000 npm start` builds and serves) or 3000.
 */
export const localSiteUrl = () => `http://localhost:${process.env.PORT || 3000}`
