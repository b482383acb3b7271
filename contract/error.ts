import * as v from 'valibot';

/** Every 4xx/5xx answer of the API. */
export const ErrorBody = v.object({ message: v.string(), code: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** `{ data: T }`, the envelope the spec's calls answer with. */
export const envelope = <T extends v.GenericSchema>(data: T) => v.object({ data });
