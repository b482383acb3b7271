import { createFileRoute } from '@tanstack/react-router';
import { homeRoute } from '../-home';
import { HomeRoutePage } from '../-home-page';

export const Route = createFileRoute('/{-$locale}/')({
  ...homeRoute(),
  component: HomeRoutePage,
});
