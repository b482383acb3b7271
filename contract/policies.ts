/** The policy pages (spec section 2), each a marketing page of the CMS at /{slug}. */
export const POLICY_SLUGS = ['cookies-policy', 'private-policy', 'online-refund-policy', 'spvi-privacy-policy'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The policy a path (without the /en prefix) shows, or undefined. */
export const policyOfPath = (path: string): PolicySlug | undefined => POLICY_SLUGS.find((slug) => path === `/${slug}` || path === `/${slug}/`);
