import { useSelector } from '@xstate/react';
import { useAppActors } from './app-actors';

/** An education code is on the shopper's bag: listings and product pages show education prices. */
export const useEducationPricing = () => useSelector(useAppActors().cart, (s) => s.context.cart?.educationFlag === true);
