import { createFileRoute } from '@tanstack/react-router';
import { homeRoute } from '../-home';

export const Route = createFileRoute('/{-$locale}/home')(homeRoute());
