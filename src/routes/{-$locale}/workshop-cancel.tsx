import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadedHead } from '@/features/navigation/page-head';
import { workshopRegistrationQuery } from '@/features/workshops/api/workshops-api';
import { CancelRegistration } from '@/features/workshops/components/CancelRegistration';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** The cancel link of a workshop registration mail. */
export const Route = createFileRoute('/{-$locale}/workshop-cancel')({
  // no token, no `?token=` in the address (a language switch would write an empty one)
  validateSearch: v.object({ token: v.fallback(v.optional(v.string()), undefined) }),
  staticData: { keepAlive: false },
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, params, deps }) => {
    if (deps.token) await context.queryClient.ensureQueryData(workshopRegistrationQuery(context.http, localeOf(params.locale), deps.token));
    return {
      title: i18n._(msg`Cancel your workshop registration`),
      description: i18n._(msg`Cancel the workshop seats you registered for with the link in your registration email, so that someone else can take them.`),
    };
  },
  head: loadedHead,
  component: function WorkshopCancelRoute() {
    return <CancelRegistration token={Route.useSearch().token ?? ''} locale={localeOf(Route.useParams().locale)} />;
  },
});
