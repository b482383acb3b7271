import { createContext, type ReactNode, useContext } from 'react';
import type { Http } from './http';

const HttpContext = createContext<Http | null>(null);

export const HttpProvider = ({ http, children }: { http: Http; children: ReactNode }) => <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;

export function useHttp(): Http {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp needs an HttpProvider');
  return http;
}
