/**
 * The statecharts QA paths and model tests know by name. Adding a machine is one line:
 * `<name>: () => import('./<name>/<name>.model.ts').then((m) => m.<name>Model),`
 * where <name>.model.ts exports a `defineModel({ machine, events, … })` (see testing/model.ts).
 */
import type { AnyMachineModel } from './testing/model.ts';

export const modelRegistry: Record<string, () => Promise<AnyMachineModel>> = {
  session: () => import('./session/session.model.ts').then((m) => m.sessionModel),
  cart: () => import('./cart/cart.model.ts').then((m) => m.cartModel),
  miniCart: () => import('./miniCart/miniCart.model.ts').then((m) => m.miniCartModel),
  errorModal: () => import('./errorModal/errorModal.model.ts').then((m) => m.errorModalModel),
  cookieNotice: () => import('./cookieNotice/cookieNotice.model.ts').then((m) => m.cookieNoticeModel),
  loadingRegistry: () => import('./loadingRegistry/loadingRegistry.model.ts').then((m) => m.loadingRegistryModel),
  locale: () => import('./locale/locale.model.ts').then((m) => m.localeModel),
  alertToast: () => import('./alertToast/alertToast.model.ts').then((m) => m.alertToastModel),
  favourite: () => import('./favourite/favourite.model.ts').then((m) => m.favouriteModel),
  educationCode: () => import('./educationCode/educationCode.model.ts').then((m) => m.educationCodeModel),
  clickId: () => import('./clickId/clickId.model.ts').then((m) => m.clickIdModel),
  app: () => import('./app/app.model.ts').then((m) => m.appModel),
  progressBar: () => import('./progressBar/progressBar.model.ts').then((m) => m.progressBarModel),
  search: () => import('./search/search.model.ts').then((m) => m.searchModel),
  checkout: () => import('./checkout/checkout.model.ts').then((m) => m.checkoutModel),
  payment: () => import('./checkout/payment.model.ts').then((m) => m.paymentModel),
  preorder: () => import('./preorder/preorder.model.ts').then((m) => m.preorderModel),
  appointment: () => import('./appointment/appointment.model.ts').then((m) => m.appointmentModel),
};

export const modelNames = (): string[] => Object.keys(modelRegistry);

export async function loadModel(name: string): Promise<AnyMachineModel | undefined> {
  return Object.hasOwn(modelRegistry, name) ? modelRegistry[name]!() : undefined;
}
