import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/http';

/** A content call for a route's loader: a 404 of the content is the not-found page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
