import type { AddressType } from '@contract/customer';
import type { LoadingOperation } from '@machines/loadingRegistry/loadingRegistry.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppActors } from '@/lib/app-actors';
import { useHttp } from '@/lib/http-context';
import { ADDRESSES_KEY, addressApi } from '../api/address-api';
import { useAccountOwner } from './account-owner';

/** The loading registry's names of the address calls (spec section 4); the additional list has none. */
export const LIST_OPERATION: Partial<Record<AddressType, LoadingOperation>> = { shipping: 'get-shipping', billing: 'get-billing' };

/**
 * What the address-book pages share: the calls, whose addresses they are (part of every query key), a wrapper that
 * puts a named call into the loading registry, and a way to drop every cached address after a write.
 */
export function useAddressBook() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { loadingRegistry } = useAppActors();
  const owner = useAccountOwner();
  const tracked = useCallback(
    async <T>(operation: LoadingOperation | undefined, run: () => Promise<T>): Promise<T> => {
      if (!operation) return run();
      loadingRegistry.send({ type: 'loading.start', operation });
      try {
        return await run();
      } finally {
        loadingRegistry.send({ type: 'loading.end', operation });
      }
    },
    [loadingRegistry],
  );
  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY, owner] }), [queryClient, owner]);
  return { http, api: addressApi(http), owner, tracked, invalidate };
}
