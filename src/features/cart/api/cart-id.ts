import { CART_ID_STORAGE_KEY } from '@contract/constants';
import Cookies from 'js-cookie';

/** The cart id lives in local storage and in a cookie (spec section 3); either restores it. */
export function storedCartId(): string | null {
  try {
    return localStorage.getItem(CART_ID_STORAGE_KEY) ?? Cookies.get(CART_ID_STORAGE_KEY) ?? null;
  } catch {
    return Cookies.get(CART_ID_STORAGE_KEY) ?? null;
  }
}

export function storeCartId(cartId: string | null) {
  try {
    if (cartId) localStorage.setItem(CART_ID_STORAGE_KEY, cartId);
    else localStorage.removeItem(CART_ID_STORAGE_KEY);
  } catch {
    // storage may be unavailable; the cookie still holds the id
  }
  if (cartId) Cookies.set(CART_ID_STORAGE_KEY, cartId, { expires: 30, path: '/', sameSite: 'lax' });
  else Cookies.remove(CART_ID_STORAGE_KEY, { path: '/' });
}

/** Calls `changed` with the bag id another tab stores (null when it forgot its bag); returns the unsubscribe. */
export function watchStoredCartId(changed: (cartId: string | null) => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_ID_STORAGE_KEY) changed(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
