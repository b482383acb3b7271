import { createContext, useContext } from 'react';

/** True below a SiteLayout: a 404 that the router renders in place of the layout wraps itself in one. */
export const InLayout = createContext(false);

export const useInLayout = () => useContext(InLayout);
