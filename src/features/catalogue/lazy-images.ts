/**
 * CMS HTML whose pictures load when the shopper scrolls near them (`loading="lazy"`), unless the HTML says how they
 * load: pictures far down a page would otherwise download with the app and slow its first screen.
 */
export const withLazyImages = (html: string) => html.replace(/<img(?=[\s/>])(?![^>]*\sloading=)/gi, '<img loading="lazy"');
