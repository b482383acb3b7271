import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/date-format';
import { Countdown } from '@/ui/Countdown';
import { useHttp } from '@/lib/http-context';
import { formatBaht } from '@/lib/price-format';
import { Button } from '@/ui/Button';
import { checkoutApi } from '../api/checkout-api';
import * as css from './payment.css';

/** The order's payment deadline as a countdown and as 'dd MM yyyy HH:mm:ss' (spec section 9). */
export function Deadline({ order, locale }: { order: OrderData; locale: Locale }) {
  const at = formatDateTime(order.expiredAt, locale);
  return (
    <p className={css.deadline} data-testid="payment-deadline">
      <Countdown until={order.expiredAt} />{' '}
      <Trans>
        Pay before <span className={css.unbroken}>{at}</span>
      </Trans>
    </p>
  );
}

/**
 * The QR as a PNG file named after the order: a banking app scans a picture from the phone's gallery, and a phone
 * cannot scan its own screen. Drawn on white, large enough to scan.
 */
async function saveQr(svg: string, orderId: string) {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 720;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 720, 720);
  context.drawImage(image, 40, 40, 640, 640);
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = `promptpay-${orderId}.png`;
  link.click();
}

/** The PromptPay QR for the order's total: any Thai banking app pays it; the page moves on by itself. */
export function PromptPayPanel({ order, paymentId, locale }: { order: OrderData; paymentId: string; locale: Locale }) {
  const http = useHttp();
  const qr = useQuery({
    queryKey: ['promptpay-qr', order.orderId, paymentId],
    queryFn: () => checkoutApi(http).promptPayQr(order.orderId, paymentId),
    staleTime: Infinity,
  });
  const save = useMutation({ mutationFn: (svg: string) => saveQr(svg, order.orderId) });
  const amount = formatBaht(order.totalPayable);
  return (
    <div className={css.qrPanel} data-testid="promptpay">
      <p className={css.qrLabel}>PromptPay</p>
      {qr.data ? (
        <img
          className={css.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data)}`}
          alt={`PromptPay QR ${amount}`}
          width={240}
          height={240}
        />
      ) : qr.isError ? (
        <div className={css.qrFailed} role="alert" data-testid="promptpay-qr-failed">
          <p className={css.note}>
            <Trans>The QR could not be loaded.</Trans>
          </p>
          <Button look="secondary" onClick={() => void qr.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className={css.qr} aria-busy="true" />
      )}
      <p className={css.amount} data-testid="promptpay-amount">
        {amount}
      </p>
      <Deadline order={order} locale={locale} />
      <p className={css.note}>
        <Trans>Open your banking app, scan the QR and pay the amount shown. This page moves on by itself once the payment arrives.</Trans>
      </p>
      {qr.data && (
        <>
          <Button look="secondary" onClick={() => save.mutate(qr.data)}>
            <Trans>Save the QR image</Trans>
          </Button>
          {save.isError && (
            <p className={css.note} role="alert" data-testid="promptpay-save-failed">
              <Trans>The image could not be saved. Take a screenshot of the QR instead.</Trans>
            </p>
          )}
          <p className={css.note}>
            <Trans>Paying on this phone? Save the image, then choose it from your banking app's scan screen.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
